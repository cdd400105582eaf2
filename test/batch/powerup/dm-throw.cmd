# args: powerup --seed 2 --players ana,ray --scenario dm-hall.ini
# Team robots as obstacles thrown (house values): ANA carries the BLU
# robot and throws it at RAY; it flies the thrower's melee hits, 1 at
# least and throw_max (3) at most, stopping before a figure, which it
# pushes throw_push (1) square.  Lying in the hall, it is a fallen robot.
move right
pickup
end
move left
end
rig 6 6 1 1
throw
state dm.robot.* fig.01
