# args: powerup --seed 4 --players ray --scenario cb-los.ini
# Line of shot.  RAY stands on the top stair (4,3) under the upper floor;
# a BIGBUG stands on that floor right above him, another (the BUGGIE that
# Evolution turned into a BIGBUG) at 5,2.  A plain floor blocks sight:
# the BUG up and ahead of RAY is out of his line of shot.  The stair
# obstacle lets sight and attacks through: RAY shoots up at the BIGBUG
# (3 hits, 1 armour: 2 hits take 1 life), and shooting from below he
# picks the side of the push: right, 3 squares, pushing the second
# BIGBUG along (4,2 -> 7,2 and 5,2 -> 8,2).
go
shoot upahead
rig 3 1 4
shoot up
side right
state bb.0.stats fig.03 fig.04
