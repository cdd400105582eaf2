# args: powerup --seed 3 --players ray --scenario cd-nofire.ini --option reactions=never
# Protected from fire weapons: the BRASAS takes no damage from RAY's
# twin blasters (a fire weapon, 3 white dice: 6 hits) but is pushed by
# the hits all the same (6 squares, 4,2 -> 10,2).
go
equip twin-blasters
rig 5 5 5
shoot ahead
state fig.02
