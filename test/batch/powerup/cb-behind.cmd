# args: powerup --seed 4 --players tor --scenario cb-duel.ini
# Attacks from behind.  The BIGBUG ahead of TOR faces away from him: it
# cannot roll in its defence, but its armour still counts (TOR 2 hits - 1
# armour = 1 hit: 1 life; pushed 2, the difference: 3,2 -> 5,2).  The
# BICEFALUS behind TOR also faces away, but its two heads see him coming
# (BACKEYE): it rolls its 2 white and 1 yellow dice and wins 4 to 0, so
# TOR takes the damage (4 - 2 armour = 2 hits: 1 life) and is pushed 4
# squares (2,2 -> 6,2), pushing the BIGBUG along (5,2 -> 7,2).
go
rig 2 2 2 2
attack ahead
flip
rig 1 1 2 2 5 5 2
attack ahead
state bb.0.stats fig.00 fig.03 fig.04
