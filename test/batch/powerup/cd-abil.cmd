# args: powerup --seed 3 --players ray,tor --scenario cd-abil.ini --option reactions=never
# BUG abilities.  FLYING: the BATBUG stays at 4,2 over the hole in the
# floor.  TEAM 4: three BUGGIES share the square 7,2; RAY's melee attack
# faces the whole stack, which rolls its three white dice together
# (0 hits); RAY wins by 2 and only one BUGGIE dies (they die one at a
# time), the other two stay stacked.  REGENERATE 1: TOR beats the BLOB
# by 1 (1 life off, 3 -> 2); at the start of the next BUG turn it
# regenerates 1 life (back to 3).  The two BUGGIES left in the stack
# then attack RAY together with two white dice.
go
state fig.05 fig.06 fig.07 fig.08 fig.09
order ray
rig 5 1 1 1
attack ahead
end
rig 5 2 2 2 1 3
attack ahead
state bb.0.stats fig.07 fig.08 fig.09
end
