# args: powerup --seed 3 --players ray --scenario cd-ranged.ini --option reactions=never
# Ranged Special Actions (RAY first plays Armory: 1 RP for 3 ammo, 5 ->
# 8, above his maximum).  DRILL (railgun, 1 white 1 yellow, piercing):
# RAY's 2 white + 1 white 1 yellow roll 9 hits; the first BUGGIE needs
# 1, the 8 left go on into the second BUGGIE and destroy it too.  Ammo
# to yellow die (submachine gun): "ammo 1" spends one more ammo for one
# more yellow die (3 white 2 yellow; ammo 7 -> 5).  2x to yellow die
# (twin blasters): the first of two attacks in a row rolls 3 white, the
# second one 3 white 1 yellow.  Next turn, reaction to yellow die
# (psychic ray): "rp 1" spends a reaction point for a yellow die (3
# white 1 yellow; RP 2 -> 1); the plain rifle refuses "ammo 1".
go
play 1
equip railgun
rig 5 5 5 5
shoot ahead
equip smg
rig 1 1 1 2 2
shoot ahead ammo 1
equip twin-blasters
rig 1 1 1
shoot ahead
rig 1 1 1 2
shoot ahead
end
equip psychic-ray
rig 1 1 1 2
shoot ahead rp 1
equip rifle
shoot ahead ammo 1
state bb.0.stats fig.05
