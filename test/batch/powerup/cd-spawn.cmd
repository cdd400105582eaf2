# args: powerup --seed 3 --players ray,tor --scenario cd-spawn.ini --option reactions=never
# The automatic spawn (Artificial Intelligence section).  Turn 1: one
# card per BUGBUSTER joins the BUG hand (Acid Corruption, Acid Vomit:
# they cannot be used yet); then one card per BURP: Knock Knock would
# release a BUGDOZER, but the first spawn of the game releases only
# BUGGIES; Charge releases a BATBUG, which is allowed.  The new BUGs
# come out in front of their BURP, facing the same way, and take no
# action in the turn they were spawned (fresh 1).  Turn 2: the two cards
# drawn for the hand are events and are discarded; Evolution and
# Teleport release a BIGBUG each; where the square in front is taken
# the BIGBUG comes out above the BURP.
go
state deck.bughand fig.*
order ray
end
end
state deck.bughand fig.*
