# args: powerships --seed 11 --races 2 --players yellow=ai:hard,red=ai:hard
# A series of two races by the AI: each race on a new system and track,
# points 10/7/... minus the turns played after the winner landed, and the
# standings after every race.
# golden: the whole state at the end (the one transcript that dumps it all;
# every other one names the keys its rule is about with state KEY...).
state
