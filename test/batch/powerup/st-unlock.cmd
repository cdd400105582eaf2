# args: powerup --seed 7 --players ana --scenario st-unlock.ini
# Story campaign: game elements that enter play as the campaign goes.
# The campaign holds the BIGBUG and the crowbar (equipment 1) back until
# mission 2 unlocks them.  Mission 1: the BUGs draw Evolution, but no
# BUGGIE may grow into a BIGBUG yet (the BUGGIE stays a BUGGIE), and the
# crowbar is neither in the equipment deck nor in the store.  ANA steps
# onto the POWERUP: mission 2.  There the same Evolution turns the
# BUGGIE into a BIGBUG, and the crowbar (1) is in the deck.
go
state story.locked fig.01 deck.eq deck.store
move right
go
state story.locked fig.01 deck.eq deck.store
