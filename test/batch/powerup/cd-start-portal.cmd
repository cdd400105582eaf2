# args: powerup --seed 1 --players ray,tor --scenario dimensional-portal
# Dimensional Portal as its card prints: 6 coins each, the three portal
# pieces on adjacent squares (9,5 10,5 11,5), the BUGBUSTERs on the tile
# at the other end (1,8 2,8), one BURP per BUGBUSTER.
state bb.0.stats bb.1.stats fig.* board.*
