# args: powerships --scenario ./lab-behind.ini --option first=purple --players red=human,purple=human
# Rulebook, "Passing Other Ships", third example: Red has 3, 2, 2, removes
# one die and rerolls the other two: 1 and 3.  Right and straight both
# allow 3 spaces before the crash; Red goes right, takes 1 damage (the
# excess speed) and loses its dice; since Purple holds the third hex, Red
# ends one hex behind Purple, which is not harmed.
place nw ne
place c e
rig 2
roll add
move straight
rig 3
roll add
move straight
rig 3
roll 1
move right
rig 2
roll add
move right
roll
move straight
rig 2
roll add
move right
roll
move left
rig 1 3
roll remove 1 2 3
move left
move right
state ship.0.pos ship.0.damage ship.0.dice ship.1.pos ship.1.damage
