# args: powerup --seed 2 --players ana,ray --scenario dm-hall.ini
# A carried robot falls where its carrier stood when a blow pushes the
# carrier; a partner touching (standing beside) its team's fallen robot
# sends it home; carried onto one's own base while one's own robot is
# there, the rival robot scores.
state dm.robot.* dm.order
move right
pickup
state dm.robot.* dm.score
end
move left
move left
rig 6 1 1 1 2
attack ahead
pass
state dm.robot.* fig.00
