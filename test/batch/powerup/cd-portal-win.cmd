# args: powerup --seed 3 --players ray --scenario cd-portal-win.ini --option reactions=never
# Dimensional Portal won: RAY shoots the three portal pieces one after
# the other (7 hits each: 3 lives, destroyed); with the last one gone
# the BUGBUSTERs win at once.
go
rig 5 5 5
shoot ahead
rig 5 5 5
shoot ahead
rig 5 5 5
shoot ahead
end
