# args: powerup --seed 6 --players tor --scenario cb-blunder.ini
# The BUG face of the yellow die is a blunder: it drops one die that has
# at least one hit.  (White faces 1-6: 0 1 1 1 2 POW!; yellow: BUG 0 2 2
# 3 POW!.)  1) TOR's only die with hits is a POW! die: it is dropped, 0
# hits and no POW! card; the BIGBUG rolls 0 too: a draw.  2) With the
# Shock Baton (destroyed by a blunder) a BUG face destroys it and the
# attack is not carried out.  3) Back to the axe: POW! and a 3 tie for
# the fewest hits; the plain 3 is dropped, the POW! stays (3 hits and a
# card): TOR wins by 3, the BIGBUG loses 1 life and is pushed 3.
go
rig 6 1 2 1 1 1 2
attack ahead
equip shock-baton
rig 2 2 2 1
attack ahead
equip nana-axe
rig 6 1 5 1 1 1 2
attack ahead
state bb.0.gear bb.0.hand fig.03
