# args: deathbot --scenario ./mechlegs.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# The rulebook's move example: red's Mech Legs (SPD 5) may pass through
# the blue bot but not stop on it, and unused distance is lost.
move e e
move e e e e e e
move e e e e e
show
move 1 3
help move
move 2 3
