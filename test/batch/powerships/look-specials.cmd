# args: powerships --scenario ./lab-specials.ini --option first=yellow --players yellow=human,red=human,orange=human,purple=human
# look in words: the track and the start before a ship is placed; before
# the roll the straight line of each heading with the special spaces on
# it; after the roll each heading as it would be flown (yellow: the arrow
# shifts it on the straight heading; red: the arrow would shift it into
# stardust, so that heading crashes and is not allowed).
look
place w w
place nw nw
place ne ne
place e e
look
rig 3
roll add
look
move straight
rig 3
roll add
look
