# args: powerup --seed 5 --players tor --scenario near.ini
# Score = SPAWN cost x 100: TOR destroys the BURP (SPAWN cost 4) with
# 10 hits against 0: 8 through the armour take 3 lives; it leaves 3 coins
# and TOR scores 400 points.
go
move right
done
rig 5 5 5 5 1 1
attack ahead
show
