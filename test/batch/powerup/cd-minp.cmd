# args: powerup --seed 1 --players ray --scenario dimensional-portal
# Dimensional Portal needs at least 2 BUGBUSTERs (as its card prints):
# with one the game does not start.
go
