# args: powerup --seed 6 --players ray --scenario cb-midjump-wall.ini
# A jump attack goes straight up and comes back down where it started;
# a mid-jump step moves that landing square along.  Here the step takes
# RAY over the block (4,1), so the square it would come back to (4,2)
# is solid: RAY lands on top of the block instead of inside it.
go
jump attack
state fig.00
midjump right
land
state fig.00
