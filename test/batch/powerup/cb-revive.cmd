# args: powerup --seed 31 --players tor,ray --scenario cb-revive.ini
# Revive.  In the second BUG turn the BICEFALUS lunges at RAY; RAY lets
# it come and loses 9 to 0 (8 hits after his armour: 3 lives): he lies
# defeated at 4,2 (and the BICEFALUS's second attack, a shot at TOR
# over him, misses).  TOR, next to him, plays first and revives him (2
# actions): RAY is back with 1 life and, not having played yet this
# turn, 2 actions.
go
order tor
end
end
rig 6 6 6 1 1
pass
rig 1
pass
order tor
revive ray
end
state bb.1.stats fig.01
