# args: powerships --scenario ./lab-turn.ini --option first=yellow --players yellow=human,red=human
# Turning is counted from the ship's nose (rulebook: "you may turn your
# powership 60 degrees left or right").  Yellow must fly 6 east-bound:
# left crashes into Uranus, straight into stardust, only right is legal.
# The heading shown after the roll is the nose (straight), even though
# it crashes: the prompt says so and 'move' is refused with the reason.
# 'turn left' shows nose-left (also illegal), 'turn right' nose-right,
# 'turn straight' the nose again; a turn is never two sides.
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
state plan
help
move
turn left
state plan
move
turn right
state plan
turn straight
turn right
help
move
state ship.0.heading ship.0.pos
