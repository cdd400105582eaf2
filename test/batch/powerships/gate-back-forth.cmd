# args: powerships --scenario ./lab-round-cw.ini --option first=yellow --players yellow=human,red=human
# Crossing a buoy gate back and forth never rounds the buoy (rulebook:
# go around it in the direction of its arrow).  Buoy 1 (Pluto) turns
# clockwise; its gate runs south and crosses row 0 at 0,0.  Yellow flies
# east across it (against its sense: tally -1), loops round to the south
# and flies back west across it (tally 0), then north and east across it
# again (tally -1): buoys rounded stays 0.  Red stands still.
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
state ship.0.pos ship.0.tally ship.0.buoys
roll
move straight
roll remove 1
move right
roll
move straight
roll
move right
state ship.0.pos ship.0.tally ship.0.buoys
roll
move straight
roll
move right
state ship.0.pos ship.0.tally ship.0.buoys
roll
move straight
roll
move straight
state ship.0.pos ship.0.tally ship.0.buoys
roll
move straight
roll
move right
state ship.0.pos ship.0.tally ship.0.buoys
roll
move straight
roll
move right
state ship.0.pos ship.0.tally ship.0.buoys
roll
move straight
roll
move right
state ship.0.pos ship.0.tally ship.0.buoys
roll
move straight
roll
move straight
state ship.0.pos ship.0.tally ship.0.buoys
