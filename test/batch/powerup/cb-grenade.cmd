# args: powerup --seed 6 --players ray --scenario cb-grenade.ini
# Grenades.  RAY throws up and ahead: the range die shows 3, counted from
# the next square (2,4), then 3,3; the upper floor stops the flight, so
# it bursts at 3,3.  The cross hits 2,3 and 4,3 (both BATBUGs, 1 hit
# each: dead) and 3,4, but not 3,2: the floor shields the BIGBUG above.
# Then straight ahead: range 3 -> 2,5 3,5 4,5, lands at 4,5; RAY's 2
# white dice + the grenade's white and yellow dice roll 2 hits (1 hit
# the first time); the BIGBUG at 5,5
# (in the cross) loses 1 life (1 armour) and is pushed 2 away from the
# blast, pushing the BICEFALUS along (5,5 -> 7,5, 6,5 -> 8,5); the
# grenades are used up.
go
rig 5 2 1 1 2
throw frag-grenade upahead
rig 5 2 2 1 2
throw frag-grenade ahead
state bb.0.gear bb.0.stats fig.05 fig.06 fig.07
