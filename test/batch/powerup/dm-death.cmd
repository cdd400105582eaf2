# args: powerup --seed 2 --players ana,ray --scenario dm-hall.ini
# Death in Deathmatch: ANA, shot to 0 lives carrying the BLU robot,
# disintegrates (the robot falls where she was) and comes back at the ON
# POWERUP nearest her base, which moves to where she fell; no equipment,
# her POW! cards kept, 3 lives, her sheet's ammo and RP, protected (she
# cannot attack or be attacked) until she acts.
move right
pickup
end
move left
rig 6 6 6
shoot ahead
pass
state fig.00 bb.0.gear bb.0.hand bb.0.stats dm.protect dm.robot.BLU board.02
move left
shoot ahead
end
move right
state dm.protect
