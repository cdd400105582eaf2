# args: deathbot --scenario ./harpoon-side.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# System Malfunction 2 ("the attacked player remains on the belt until
# the space in front is unoccupied"), a belt running sideways: red at 1,3
# harpoons blue from 4,3 onto the belt at 2,3, which runs north.  The
# space in front of it (2,2) is free, so the belt carries blue on at
# once, after the attack.
attack ranged
state blue.at red.at
