# args: powerup --seed 3 --players ray --scenario cd-pow.ini --option reactions=never
# POW! cards aimed at a square of the player's choice ("play N X,Y"):
# Coin Magnet takes the coins of the square named (10,2, not the first
# one at 8,2); Door Hack closes the door at 4,2; Hypno Ray turns the
# BIGBUG at 7,2 round (not the nearer BUGGIE) and refuses a square
# without a BUG; a card that aims at nothing refuses a square; after
# RAY's visit the POWERUP at 2,2 is OFF and Overcharge turns it ON again
# for 1 ammo.  The prompt (help) lists one option per square.
go
help
play 1 10,2
play 1 4,2
play 1 5,2
play 1 7,2
move right
done
state bb.0.hand bb.0.stats board.02 fig.04
play 2 2,2
play 1 2,2
state bb.0.hand bb.0.stats board.02
