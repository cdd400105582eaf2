# args: powerup --seed 4 --players ray --scenario cb-los.ini
# look and the line of shot (see cb-los.cmd): from the top stair RAY sees
# the BIGBUG right above him through the stair obstacle (in melee reach,
# and it can strike him), not the one up and ahead behind the plain
# floor; the BUGGIE further off is out of sight.
go
look
