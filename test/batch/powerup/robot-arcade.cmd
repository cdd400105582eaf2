# args: powerup --seed 3 --players ray --scenario robot-arcade.ini
# Team robots outside a Deathmatch: an Arcade mission places one with
# robots = X,Y.  It is an obstacle (RAY cannot walk into it), and an
# ally to pick up (1 action) and throw by the Deathmatch's rules: the
# melee roll (3 hits), at most throw_max squares, stopping before a
# figure (the BIGBUG at 5,2), which it pushes throw_push square (to 6,2).
go
state fig.00 fig.01
move right
pickup
state fig.00 fig.01
move right
rig 6 6 6 1 1 1
throw
state fig.*
