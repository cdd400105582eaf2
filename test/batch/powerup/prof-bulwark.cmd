# args: powerup --seed 1 --players tor,ray --scenario prof.ini
# Bulwark (GUARDIAN, house data: armour 1): one more armour point.  TOR
# (armour 2, 3 as a Guardian) attacks the BIGBUG and loses by 3 hits:
# his armour stops all of them (with armour 2 he would lose a life).
# He is pushed back into RAY, who lands on an ON POWERUP: as a Scrounger
# (QUARTERMASTER, house data: 2 coins at a POWERUP) RAY finds 2 coins.
ability bulwark
ability scrounger
go
order tor
rig 1 1 2 2 2 1 3
attack ahead
state fig.00 fig.01 bb.1.stats
