# args: powerships --scenario ./lab-finish.ini --option first=yellow --players yellow=human,red=human
# Rulebook, "Finish": Yellow has 2 and 3 and neither adds, removes nor
# rerolls: it moves 5 and lands on the finish planet (Earth), which it may
# enter because it has rounded buoys 1, 2 and 3 in order.  Red, which has
# rounded nothing, may not enter Earth's hex and never finishes there.
place sw sw
place e e
rig 2
roll add
move straight
rig 1
roll add
move straight
rig 3
roll add
move straight
roll
move straight
roll
move straight
state ship.0.buoys ship.0.place ship.0.pos ship.1.buoys ship.1.place ship.1.pos finished
