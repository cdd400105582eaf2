# args: powerup --seed 17 --players mai --scenario cb-range.ini
# Variable range.  MAI's shuriken reaches as far as a yellow die's hits.
# The BIGBUG stands 3 squares ahead: first the range die shows 2 (the
# action and the ammo are spent, the shot falls short), then 3 (face 5):
# her white die and the shuriken's roll 4 hits, 3 after the armour: 2
# lives, the BIGBUG is destroyed.
go
rig 3
shoot ahead
rig 5 5 5
shoot ahead
state bb.0.stats
