# args: powerup --seed 682866917 --scenario save-the-vips --players 1
# A move into the acid is an option like any other, but it carries the
# outcome the screen asks about first ("acid: ANA dies"); ending the turn
# with actions left carries how many; batch never asks: the move is made.
go
move right
help
move right
state fig.01
