# args: powerup --seed 3 --players ray --scenario cd-blink.ini --option reactions=never
# The BOSS can blink like the BUGBUSTERs (house rule: once a turn, the
# first shot that would hit him misses as he blinks out of the way).
# RAY's second shot hits: 6 hits - 2 armour = 4 (2 lives); the push of
# 6 stops after 3 squares at the BUGGIE and BURP against the wall.
# (The event of the turn is Creeper, so shots are allowed.)
go
rig 5 5 3
shoot ahead
rig 5 5 3
shoot ahead
state bb.0.stats fig.03
