# args: powerup --seed 6 --players tor,ray --scenario cb-assist.ini
# Assist.  RAY stands behind the BIGBUG facing away: he is in no position
# to help TOR.  He turns round in his turn; the BIGBUG attacks TOR in
# the next BUG turn (a draw), then TOR attacks it with
# RAY's assistance: RAY pays 1 reaction point and his white melee die
# joins TOR's roll (2 + 2 + 2 + 3 + 3 = 12 hits against 0: 11 after the
# armour, 4 lives: the BIGBUG is destroyed).
go
order tor
attack ahead assist ray
end
flip
end
rig 1 1 2 1 1 2 2
pass
order tor
rig 5 5 5 5 5 1 1 2
attack ahead assist ray
state bb.0.stats bb.1.stats fig.00 fig.01
