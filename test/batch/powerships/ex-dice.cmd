# args: powerships --scenario ./lab-rules.ini --option first=yellow --players yellow=human,red=human
# Rulebook, "First: Roll the Dice": Yellow has 3 and 2, keeps the 3,
# rerolls the 2 and adds a die; the roll gives 1 and 2: 3, 1, 2 = 6.
# The plan is built step by step (toggle, add), then rolled.
place sw se
place e e
rig 3
roll add
move straight
rig 1
roll add
move straight
rig 2
roll add
move straight
roll
move straight
# Yellow: 3 and 2
toggle 2
add
remove 9
rig 1 2
roll
move straight
