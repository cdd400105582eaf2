# args: powerships --scenario ./lab-rules.ini --option first=yellow --players yellow=human,orange=human
# Rulebook, "Passing Other Ships", second example: Orange has 3, 2, 1,
# removes the 3 and rerolls nothing: 2 + 1 = 3.  Turning right and moving
# 3 would end on Yellow's hex, so Orange ends on the last free hex.
place c e
place e e
rig 2
roll add
move right
rig 1
roll add
move straight
rig 3
roll 1
move straight
rig 1
roll add
move right
roll
move left
rig 3 2 1
roll add 1 2
move left
roll
move straight
roll remove 1
move right
state ship.0.pos ship.1.pos ship.1.heading ship.1.dice
