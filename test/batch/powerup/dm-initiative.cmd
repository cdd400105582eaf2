# args: powerup --seed 2 --players pnk,ray --scenario dm-hall.ini
# Deathmatch initiative: each turn the reaction points left decide who
# plays first (PNK 4 before RAY 3); a tie goes to the greater starting RP
# (PNK 3 of 4 before RAY 3 of 3); RP spent in a turn (here a reaction in
# one's own turn once the actions are used) lower one's initiative.
state dm.order bb.0.stats bb.1.stats
flip
flip
flip
flip
react flip
end
end
state dm.order bb.0.stats bb.1.stats
flip
flip
flip
flip
react flip
end
end
state dm.order bb.0.stats bb.1.stats
