# args: powerup --seed 3 --players ray,tor --scenario cd-powb.ini
# POW! cards and their timing.  BrainWash (1 RP): the BUGMISTRESS plays
# any Trick she can (none) and discards two random cards of her hand
# (both: Acid Corruption and Thief Buggie).  Double Draw (1 RP): RAY
# draws Armory and Adrenalyn, which he cannot use this turn.  A hand
# holds 4 cards.  In the BUG turn the BIGBUG lunges at RAY: in that
# question RAY may play a Trick (Attack Advantage: one more white die
# for his defence roll) but not a Special card (Armory).
go
order ray
play 2
play 1
state bb.0.bonus bb.0.hand bb.0.stats deck.bughand
play 3
end
end
play 3
play 1
state bb.0.bonus bb.0.hand
pass
