# args: powerships --scenario ./lab-round-ccw.ini --option first=yellow --players yellow=human,red=human
# Rounding a buoy far away with a planet in between: buoy 1 (Pluto,
# anticlockwise) stands 8 rows north; its gate runs south through Mars
# and crosses row 0.  Flying east along row 0 crosses the gate
# anticlockwise around Pluto: buoy 1 is rounded.
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
state buoy.1 ship.0.buoys ship.0.tally ship.0.pos
