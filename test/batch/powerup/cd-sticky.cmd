# args: powerup --seed 3 --players ray,tor --scenario cd-sticky.ini --option reactions=never
# PUSH 2 on a grenade (sticky grenade): the range die shows 2, the
# grenade flies two squares onto the BIGBUG; 1 hit does not get through
# its armour but pushes it 1 + 2 = 3 squares (4,2 -> 7,2).  Two reaction
# points (Kevlar vest): both got 2 RP with it at the start (RAY 5/3, TOR
# 4/2); handing it over gives no more (TOR stays at 4).
go
order ray
rig 3 3 1 1
throw sticky-grenade
flip
give tor kevlar-vest
state bb.0.stats bb.1.gear bb.1.stats fig.04
