# args: powerup --seed 1 --players ray,tor --scenario hidden-keys
# Hidden Keys as its card prints: 6 coins each, the GLITCH near the
# BUGBUSTERs (4,7), the secret tokens at random across the middle band
# of the board (rows 3-5: the keys A, B and C, coins 2 and 1, a BUGGIE
# trap T), gateways (map portals) in sight, one BURP per BUGBUSTER.
state bb.0.stats bb.1.stats fig.* board.*
