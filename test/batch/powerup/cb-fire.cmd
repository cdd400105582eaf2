# args: powerup --seed 17 --players zed --scenario cb-fire.ini
# Protection from fire.  ZED (the house eighth BUGBUSTER) fires his laser
# pistol, a fire weapon, at the BRASAS two squares ahead: 1 white and 1
# yellow die + the pistol's white die roll 5 hits, but the BRASAS is
# protected against fire: no damage, pushed 5 squares (4,2 -> 9,2).
go
rig 5 3 3
shoot ahead
state bb.0.stats fig.03
