# args: powerup --seed 5 --players ray --scenario flat.ini
# RAY's ranged attack on the BURP: 2 white + 1 yellow (rifle) = 3 hits,
# 2 armour -> 1 hit -> the DAMAGE card takes 1 life; pushed 3 squares
# (the hits before armour), and the BUGGIE behind it is pushed along.
go
show
rig 3 1 4
shoot ahead
state bb.0.stats fig.01 fig.03
