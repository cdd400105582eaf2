# args: powerup --seed 6 --players ray --scenario cb-midjump.ini
# The Mid-Jump Action.  RAY jumps up and ahead (2 actions, 4 under the
# Creeper event) from 3,2: in
# the air at 4,1, right over the hole in the floor (a 4-square drop to
# the lower floor would cost 3 lives).  For 1 reaction point he shifts
# one square right in mid-air (only once a jump: a second shift is
# refused), lands on the floor at 5,2 (a 1-square drop: free; an ON
# POWERUP there: a card, the store, closed) and chooses his facing.
go
jump up
midjump right
midjump right
land
done
face right
state bb.0.bonus bb.0.stats fig.00
