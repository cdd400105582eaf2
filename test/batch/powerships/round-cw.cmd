# args: powerships --scenario ./lab-round-cw.ini --option first=yellow --players yellow=human,red=human
# The same buoy, clockwise.  Flying east across the gate is against its
# sense (tally -1, not rounded); coming back west across it cancels that
# (tally 0): crossing the gate back and forth never rounds a buoy.
place sw sw
place e e
rig 3
roll add
move straight
roll
move straight
rig 2
roll add
move straight
roll
move straight
state buoy.1 ship.0.buoys ship.0.tally ship.0.pos
roll remove 1
move right
roll
move straight
roll
move right
roll
move straight
roll
move right
roll
move straight
roll
move straight
state ship.0.buoys ship.0.tally ship.0.pos
