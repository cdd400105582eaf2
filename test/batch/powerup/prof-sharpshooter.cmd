# args: powerup --seed 1 --players ray,tor --scenario prof.ini
# Sharpshooter (COMMANDO, house data: ranged dice 1 0): one more white
# die in every ranged attack.  RAY (2 white, and the rifle's yellow die)
# shoots the BIGBUG next to him with 3 white dice: 3 hits, 2 after its
# armour, 1 life; it is pushed 3 squares.
ability sharpshooter
ability bulwark
go
order ray
rig 2 2 2 2
shoot ahead
state bb.0.stats fig.04
