# args: powerships --scenario ./lab-finish.ini --option first=yellow --players yellow=human,red=human
# look once every buoy is rounded: the finish planet is next, with its
# distance and bearing; after landing, look says the place.  Red, with no
# buoy rounded, still hears of buoy 1.
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
state ship.0.buoys
look
roll
look
move straight
look yellow
look red
