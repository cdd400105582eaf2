# args: powerup --seed 1 --players ray --scenario save-the-vips
# Save the VIPs as its card prints: playable by 1 BUGBUSTER, 4 coins
# each, the 3 VIPs at one end of the board (1,8 2,8 1,5) and as many
# BURPs as BUGBUSTERs at the other (11,8); a POWERUP ON on every tile.
state bb.0.stats fig.* board.*
