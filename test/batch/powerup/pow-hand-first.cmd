# args: powerup --seed 3 --players ray --scenario cd-powa.ini --option reactions=never
# The POW! hand limit (rulebook, POW! cards): a player who holds 4 cards
# and wants to draw another must discard one first.  RAY holds 4 cards
# and enters the ON POWERUP at 1,2: he is asked before the card is
# drawn, so the card to come cannot be the one he throws away (there is
# no card 5 to name).  He discards Ammo Found; then Overcharge is drawn
# and the store opens.
go
move left
state bb.0.hand pend.*
help
discard 5
discard 2
state bb.0.hand deck.powdisc pend.*
