# args: powerup --seed 9 --players ray --scenario mv-fall.ini
# Gravity: RAY steps off the platform (1 square: free) and chooses his
# facing after the fall; he walks into the gap at 4,2 and, falling, uses
# his one action to attack the BUGGIE beside the gap, then lands 3 squares
# down (2 lives) and chooses his facing.  Next turn he jumps up and ahead
# (2 AP), moves once in mid-air (1 RP; a second time is refused) and falls
# 1 square (free).
go
move right
land
face right
move right
done
move right
rig 5 1 3
attack ahead
face left
end
jump up
midjump left
midjump left
land
