# args: powerup --seed 3 --players ray,tor --scenario cd-cards.ini --option reactions=never
# The BUG cards played by the automatic BUGMISTRESS with two BUGBUSTERs.
# Turn 1: Metal Corrosion and Mortal Gas hit every BUGBUSTER once (1
# ammo, 1 RP each: RAY 5->4, 3->2; TOR 2->1, 2->1).  Both BURPs have
# their front square taken, so each BUGGIE comes out above its BURP.
# Turn 2: Reinforcement is discarded for two more cards; Thief Buggie
# waits in the hand (no BUGGIE next to a BUGBUSTER); Knock Knock moves
# the most powerful BUG (BIGBUG and BRASAS both cost 4: the BIGBUG is
# further from the BUGBUSTERs) next to the top-scoring BUGBUSTER (a
# tie: RAY; his front is taken by TOR, so behind him at 0,2), where it
# arrives dizzy (fresh 1: no action this turn); Immolation: the BRASAS
# sees TOR, hurls itself next to him (3,2) and explodes: TOR loses 1
# life whatever his armour, RAY two squares away is unhurt, and the
# square burns ("F" at 3,2 in board.02).  No BURP has room to spawn.
go
state bb.0.stats bb.1.stats fig.02 fig.03 fig.07 fig.08
order ray
end
end
state deck.bughand board.02 fig.01 fig.06
