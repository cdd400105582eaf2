# args: deathbot --scenario ./path.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# A Move action planned as a path (issue 27): `path` sets the steps the
# player plans (drawn on the arena, nothing moves), each step checked as
# the move would take it; a refused step leaves the path as it was; the
# path less its last step is what Backspace types, `path` alone clears it,
# and `move` along it is one Move action.  Red's Scythed Wheels: SPD 4.
path e
path e e
state path red.at turn
# 3,1 is a belt running east (it carried red on to 4,1): not against it
path e e w
path s e
path e e s s e
state path
path e e s s
show
# Backspace, then a clear
path e e s
state path
path
state path*
# through blue at 1,3 the path may go, but no move may end there
path s s
move s s
path s s s
state path
path e e s
move e e s
state path* red.at red.movement turn
undo
state path turn
