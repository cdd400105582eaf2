# args: powerup --seed 3 --players ray --scenario cd-bugpush.ini --option reactions=never
# BUGs push BUGs, also from below: the BUGGIE (cheapest, so it moves
# first) climbs the ladder (3,4 -> 3,3 -> 3,2) into the BIGBUG standing
# at its top, which is pushed on the way it faces (right, 3,2 -> 4,2);
# the BIGBUG then walks on towards RAY (6,2).
go
state fig.02 fig.03
end
state fig.02 fig.03
