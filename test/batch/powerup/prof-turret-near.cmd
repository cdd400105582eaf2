# args: powerup --seed 1 --players ray,tor --scenario prof-turret.ini
# The command of the key T: 'turret' with no line fires along the line
# whose target is nearest the turret: here the only line with a BUG,
# right, at the BUGGIE 2 squares from the turret at 3,2.  Once the
# BIGBUG is pushed out of range there is no BUG in any line: refused,
# naming the range.
ability turret-builder
ability bulwark
go
order ray
build
rig 2 3
turret
rig 2 3
turret right
turret right
turret
state turret
