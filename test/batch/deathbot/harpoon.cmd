# args: deathbot --scenario ./harpoon.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# System Malfunction 2: a bot harpooned onto a speed belt stays on the
# belt while the space in front of it is occupied, and rides on once it
# is free.  The belt at 2,3 runs west, towards red at 1,3.
attack ranged
show
move s
show
