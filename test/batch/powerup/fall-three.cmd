# args: powerup --seed 5 --players ray --scenario fall.ini
# The rulebook's example: falling 3 squares costs 2 lives (RAY walks off
# the gap at x=4, lands without acting in the air, and falls to the floor
# below); moving up needs a ladder.
go
move up
move right
done
move right
land
