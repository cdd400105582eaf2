# args: powerships --scenario ./lab-green.ini --option first=yellow --players yellow=human,red=human
# The green circular arrow on the last space of a move: Yellow flies 2
# and stops on the arrow at 1,0, turned south-east.  Its next move
# starts south-east and is not turned again (rulebook: "if you are turned
# on the last space of your movement, you will not be turned again at
# the start of your next movement").
place w w
place e e
rig 2
roll add
move straight
state ship.0.pos ship.0.heading
rig 1
roll add
move straight
rig 1
roll keep 1
move straight
state ship.0.pos ship.0.heading
