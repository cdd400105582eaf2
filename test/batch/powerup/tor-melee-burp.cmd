# args: powerup --seed 5 --players tor --scenario near.ini
# TOR's melee with the BURP: TOR rolls 5 hits, the BURP 2: TOR wins by 3,
# 2 armour -> 1 life; the BURP is pushed 3 squares.  (Creeper is in play:
# the move costs 2 actions.)
go
move right
done
rig 5 3 3 2 3 3
attack ahead
