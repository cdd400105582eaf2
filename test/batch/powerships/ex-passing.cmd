# args: powerships --scenario ./lab-rules.ini --option first=yellow --players yellow=human,orange=human,purple=human
# Rulebook, "Passing Other Ships": Yellow has 2 and 1, rerolls both without
# adding or removing a die, gets 3 and 2 and flies through the hexes of
# Purple and Orange.  On the way there Orange and Purple each stop behind
# the ship ahead of them instead of ending on its hex.
place w e
place c e
place e e
rig 2
roll add
move straight
rig 3
roll add
move straight
rig 3
roll add
move straight
rig 1
roll add
move straight
rig 3
roll add
move straight
rig 3
roll add
move straight
toggle 1
toggle 2
rig 3 2
roll
move straight
show
