# args: powerships --scenario ./lab-green.ini --option first=yellow --players yellow=human,red=human
# The green circular arrow (rulebook, Special Spaces): entering it turns
# the ship 60 degrees right and it flies on in the new heading.  Yellow,
# nose east, flies 3: the arrow at 1,0 turns it south-east before the
# stardust at 2,0, so going straight is legal (a special space that saves
# a ship from a crash must be used) and it lands at 1,1, nose south-east.
place w w
place e e
rig 3
roll add
help
move straight
state ship.0.pos ship.0.heading ship.0.damage
