# args: powerup --seed 3 --players ray --scenario cd-hand.ini --option reactions=never
# The automatic BUGMISTRESS keeps the BUG cards she cannot use yet in a
# face-up hand (dumped as deck.bughand, card 0 = Acid Corruption, 1 =
# Acid Vomit).  Turn 1: she draws Acid Corruption (a Special) but no
# coins lie on the board, so it waits.  RAY kills the BUGGIE next to
# him: it drops a coin (row 2, square 3: "._1"), and the Special is not
# played in RAY's turn.  Turn 2: Acid Corruption destroys that coin at
# the start of the BUG turn (step 1.5); the new Acid Vomit (a Trick)
# waits until RAY stands next to the BURP, and then, in RAY's own turn,
# destroys his equipped rifle for good.
go
rig 5 1
attack ahead
state deck.bughand board.02
end
state deck.bughand board.02
move right
rig 5 1
attack ahead
move right
state deck.bughand bb.0.gear bb.0.equipped
