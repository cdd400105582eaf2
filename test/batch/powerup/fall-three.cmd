# args: powerup --seed 5 --players ray --scenario fall.ini
# Falling 3 squares costs 2 lives (RAY walks off the gap at x=4; Creeper
# is in play, so each move costs 2 actions); moving up needs a ladder.
go
move up
move right
done
move right
land
