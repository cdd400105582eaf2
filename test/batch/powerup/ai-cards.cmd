# args: powerup --seed 4 --players tor --scenario ai-cards.ini --option reactions=never
# The AI BUGBUSTER plays its POW! cards when they help (normal level).
# TOR stands face to face with a BIGBUG holding Disruptor (a Special),
# Hypno Ray, Attack Advantage and Extra Die (Tricks).  First the
# Disruptor (no spawn next turn: always worth 1 RP); then, to hit the
# BIGBUG, Hypno Ray turns it round (it is the BUG nearest TOR) so the
# blow lands from behind with no defence roll, Attack Advantage adds a
# white die to that melee, and only then the attack.  Extra Die helps
# only a shot, and TOR has no ranged weapon: it stays in the hand.
# (rig: the first three dice of the attack roll, 2 + 2 + 1 hits.)
go
hint
ai normal
hint
ai normal
hint
ai normal
hint
rig 5 5 4
ai normal
state bb.0.hand bb.0.stats misc
