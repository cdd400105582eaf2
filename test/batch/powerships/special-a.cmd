# args: powerships --scenario ./lab-specials.ini --option first=yellow --players yellow=human,red=human,orange=human,purple=human
# Special spaces.  Yellow: an arrow shifts it one hex without turning and
# it flies on.  Red: an arrow would shift it into stardust, so that
# heading crashes and must be avoided.  Orange: a circular arrow on its
# last space turns it left; next turn it is not turned again.  Purple:
# 2X doubles the spaces still to fly.
place w w
place nw nw
place ne ne
place e e
rig 3
roll add
move straight
rig 3
roll add
move straight
move left
rig 3
roll add
move straight
rig 3
roll add
move straight
roll
move straight
roll
move straight
roll
move straight
state ship.0.pos ship.0.heading ship.1.pos ship.1.heading ship.1.damage ship.2.pos ship.2.heading ship.3.pos ship.3.heading
