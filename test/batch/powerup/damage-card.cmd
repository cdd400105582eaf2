# args: powerup --seed 3 --players tor --scenario boss.ini
# The DAMAGE card, against the BUGMISTRESS (2 armour, 4 lives) and then
# VERY ANGRY (3 armour, 4 lives), by TOR's melee (2 white + 2 yellow):
# 1 hit after armour takes 1 life, 3 take 2, 6 take 3, 9 take 4.  Her
# first level falls, she comes back VERY ANGRY, and the last blow wins
# the mission.  (White faces 1-6: 0 1 1 1 2 POW!; yellow: BUG 0 2 2 3 POW!)
go
rig 1 1 2 1 1 2 2
pass
rig 5 2 2 2 1 1 2
attack ahead
rig 5 2 3 2 1 1 2
attack ahead
rig 5 5 3 3 1 1 2
attack ahead
rig 6 6 6 6 1 1 1 2 2
attack ahead
