# args: powerup --seed 3 --players ray --scenario cd-powa.ini --option reactions=never
# The POW! hand limit: RAY holds 4 cards when he enters the ON POWERUP
# at 1,2 and draws a fifth: before anything else he must discard one
# (the store waits until he has).
go
move left
move left
help
discard 2
state bb.0.hand pend.0
