# args: powerships --scenario ./lab-turn.ini --option first=yellow --players yellow=human,red=human
# Rulebook, "Second: Turn Your Ship": Yellow must move 6.  Turning left
# crashes straight into Uranus, going straight hits stardust after 4
# spaces: Yellow must turn right.  Yellow's first move crosses Neptune,
# the starting planet, which is allowed before leaving the starting area.
place sw sw
place w e
rig 3
roll add
move straight
rig 1
roll add
move straight
rig 3
roll add
move straight
move left
turn left
move
move right
state ship.0.pos ship.0.heading
