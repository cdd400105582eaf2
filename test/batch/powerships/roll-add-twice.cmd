# args: powerships --scenario ./lab-rules.ini --option first=yellow --players yellow=human,red=human
# "You cannot add or remove more than 1 die before your roll": a plan
# that adds twice, removes twice or adds and removes is refused with that
# rule, with no dice on the speedometer yet and with some.
place e e
place ne ne
roll add add
roll add remove 1
rig 2
roll add
move straight
rig 1
roll add
move straight
roll add add 1
roll remove 1 remove 1
roll remove 1 add
roll keep add
state ship.0.dice phase
