# args: powerships --scenario ./lab-specials.ini --option first=blue --players blue=human,green=human
# Special spaces.  Blue: the purple space doubles the rest and lets it fly
# over stardust.  Green: straight and left crash into stardust, but the
# right heading enters a circular arrow that turns it away from the
# stardust: that heading must be taken.
place se se
place sw sw
rig 3
roll add
move straight
rig 3
roll add
move straight
move left
move right
state ship.0.pos ship.0.heading ship.1.pos ship.1.heading ship.1.damage
