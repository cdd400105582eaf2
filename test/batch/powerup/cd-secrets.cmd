# args: powerup --seed 3 --players ray --scenario cd-secrets.ini --option reactions=never
# Secret tokens (in the board rows: 2 = two coins, A/B = keys, T = a
# BUGGIE trap).  The dizzy BUGGIE, pushed by its BURP onto the B token,
# keeps the key B (secret 2: a BUG that finds a token keeps it).  RAY
# walks over the coin token (2 coins), then the key A (he keeps it
# without showing it: secret 1; the square is also an ON POWERUP: the
# store opens), then the BUGGIE trap: a BUGGIE appears on the token's
# square and RAY is pushed back to the square he came from.
go
move right
move right
done
move right
move right
state bb.0.hand bb.0.stats board.02 fig.00 fig.02 fig.05
