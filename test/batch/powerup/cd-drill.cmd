# args: powerup --seed 3 --players tor --scenario cd-drill.ini --option reactions=never
# DRILL with a melee weapon (drill lance, 1 white 1 yellow): TOR beats
# the first BUGGIE by 10; it needs 1 hit, and the 9 left go on into the
# next square (the second BUGGIE, destroyed) but no further: a melee
# weapon's reach ends there, so the BIGBUG behind is untouched.
go
equip drill-lance
rig 5 5 5 3 3 1
attack ahead
state bb.0.stats fig.04
