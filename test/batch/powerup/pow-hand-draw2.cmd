# args: powerup --seed 3 --players ray --scenario cd-powb.ini --option reactions=never
# Double Draw is the printed exception to "discard first": its card says
# the player draws two and may discard after drawing.  RAY holds 4 cards,
# plays Double Draw (3 left), draws Armory and Adrenalyn (5 cards) and
# then discards one of the five - here Adrenalyn, just drawn.
go
play 1
state bb.0.hand pend.*
discard 5
state bb.0.hand deck.powdisc phase
