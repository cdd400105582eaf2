# args: powerup --scenario save-the-vips --seed 33 --players ray,tor,pam
# The AI plan for Save the VIPs (normal level; `hint` asks the hard
# level, which may weigh other moves first).  Two VIPs wait on the
# bottom row at 1,8 and 2,8, the third on the middle row at 1,5.  The
# Teleport card drops a BUG on a free square beside the BUGs' primary
# target, the first VIP: so VIP 1 steps left against the board edge
# (0,8) and VIP 2 closes up beside it (1,8), leaving no square free on
# either side.  VIP 3 climbs down the ladder at x=0 towards the ladder
# square above VIP 1 (left, down; then down in the next turn).  The
# BUGBUSTERs hold the squares from which a BUG could strike a VIP: TOR
# moves from 3,8 to 2,8, right beside the group, and waits there.
go
order ray
ai normal
ai normal
ai normal
ai normal
state fig.07 fig.08 fig.09
end
order tor
ai normal
ai normal
