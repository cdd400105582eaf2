# args: powerup --seed 5 --players ray --scenario fall.ini
# look over a drop (see fall-three.cmd): at the edge of the gap the step
# ahead falls 3 squares and costs 2 lives; the ladder above is climbable.
go
look
move up
move right
done
look
