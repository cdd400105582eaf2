# args: powerup --seed 3 --players ray --scenario cd-powa.ini --option reactions=never
# The POW! hand limit, read as printed ("if a player has 4 cards and
# wants to draw a new one, he or she must discard one first"): RAY may
# also keep his 4 cards and let the draw go (pass): his hand is
# unchanged, the card stays on the POW! pile, and the store opens.
go
move left
pass
state bb.0.hand deck.powdisc pend.*
