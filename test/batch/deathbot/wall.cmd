# args: deathbot --scenario ./wall.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# A wall blocks line of sight (centre to centre) and movement: red at 3,6
# cannot shoot blue at 6,6 through the wall at 4,6, nor walk into it;
# from 5,5 the line is clear.
show
attack ranged
move e
move n e e
attack ranged
damage melee 2
show blue
