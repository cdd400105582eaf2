# args: powerup --seed 3 --players ray --scenario cd-powa.ini --option reactions=never
# POW! Special cards, played in RAY's own turn.  Adrenalyn: 2 more RP
# (3 -> 5, above the maximum).  Ammo Found: 1 more ammo (5 -> 6).  Barrier
# Granade (1 ammo, 6 -> 5): a cover obstacle of 2 armour on a square
# next to RAY, here behind him (1,2); a square in the air is refused.  Disruptor (1 RP, 5 -> 4): the BUGs cannot spawn in their
# next turn.
go
play 1
play 1
play 1 1,1
play 1 1,2
play 1
state bb.0.hand bb.0.stats fig.04 misc
end
