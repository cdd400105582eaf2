# args: powerup --seed 7 --players ray --scenario cb-roll.ini --option reactions=always
# Reaction windows, "always ask": RAY is asked when the BATBUG comes next
# to him (he lets it be; the prompt says why he is asked) and again when
# it attacks: he strikes first, 'react attack ahead' costing 1 action's
# RP plus the spit's speed 1.  His 2 hits against the BATBUG's 0 destroy
# it, and its declared attack hits nothing.
go
end
show
pass
rig 5 1
react attack ahead
