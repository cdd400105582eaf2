# args: powerup --seed 3 --players ray,tor --scenario cd-powc.ini --option reactions=never
# POW! cards between partners.  Assemble (1 RP): the team may trade POW!
# cards freely this turn; RAY gives his Copycat to TOR.  When RAY plays
# Ammo Found, TOR may answer with Copycat (2 RP, 2 -> 0): he keeps a
# copy of Ammo Found.  The hand limit: RAY holds 4 cards when he enters an ON
# POWERUP (2,2) and draws a fifth (Armory): he must discard one first.
go
order ray
play 1
trade tor give 1
play 1
copy
state bb.0.hand bb.0.stats bb.1.hand bb.1.stats misc
