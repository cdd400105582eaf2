# args: powerup --seed 12 --players ray --scenario mv-carry.ini
# Rest: RAY jumps up and ahead (2 AP), uses his mid-jump move (1 RP) and
# falls 1 square (free), choosing his facing.  Resting (1 AP) gives the
# reaction point back; a second rest is refused at the maximum.
go
jump up
midjump right
land
face left
rest
rest
