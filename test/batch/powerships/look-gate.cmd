# args: powerships --scenario ./lab-round-cw.ini --option first=yellow --players yellow=human,red=human
# look before and after crossing buoy 1's gate against its sense (tally
# -1, the moves of gate-back-forth): the gate's direction, the heading
# that crosses it the right way, the nearest gate hex, and that it must
# now be crossed twice the right way.
place sw sw
place e e
look yellow
rig 3
roll add
move straight
roll
move straight
rig 2
roll add
move straight
state ship.0.tally
look yellow
