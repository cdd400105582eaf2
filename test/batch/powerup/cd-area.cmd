# args: powerup --seed 3 --players tor --scenario cd-area.ini --option reactions=never
# Two reaction points (Kevlar vest): TOR starts with 2 + 2 = 4 RP, above
# his sheet's 2.  AREA DAMAGE 2 (electric whip): TOR beats the BIGBUG
# by 6 (5 hits through its armour: 2 lives, destroyed) and the same
# damage strikes the BUGGIE on the square next to it (destroyed too);
# the BUGGIE two squares further is untouched.
go
state bb.0.stats fig.02 fig.03 fig.04
equip electric-whip
rig 5 5 2 3 1 1 2
attack ahead
state bb.0.stats fig.04
