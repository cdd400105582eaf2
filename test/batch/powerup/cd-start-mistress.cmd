# args: powerup --seed 1 --players ray,tor --scenario kill-the-bugmistress
# Kill the BUGMISTRESS as its card prints: 16 coins each, the
# BUGMISTRESS (level 1, 4 lives) in the centre of the board (6,5) with
# one BURP less than usual (2 BUGBUSTERs: 1 BURP) beside her.
state bb.0.stats bb.1.stats fig.* board.*
