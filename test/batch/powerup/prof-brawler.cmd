# args: powerup --seed 1 --players tor,ray --scenario prof.ini
# Brawler (COMMANDO, house data: melee dice 1 0): one more white die in
# every melee roll.  TOR's melee is 2 white and 2 yellow with his axe;
# as a Brawler he rolls 3 white and 2 yellow (10 hits) against the
# BIGBUG's 2 white and 1 yellow (0): 9 after its armour, destroyed.
ability brawler
ability bulwark
go
order tor
rig 5 5 5 3 3 1 1 2
attack ahead
state bb.0.stats fig.00
