# args: powerup --seed 3 --players ray,tor,bugmistress=ai:normal --scenario bm-flip.ini --option reactions=never
# Kill the BUGMISTRESS: her AI flips tiles too, one in each of her turns
# (at normal where the automatic BUGMISTRESS aims: the top-scoring
# BUGBUSTER's tile; at hard only where a flip hurts or shifts them).
go
state misc
order ray
end
end
state misc
