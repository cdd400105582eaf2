# args: powerup --seed 9 --players ray --scenario mv-trap.ini
# A BUGGIE trap pushes the character back to the square it came from:
# RAY, facing right, moonwalks left onto the secret token at the board's
# edge; a BUGGIE appears there and RAY is back at 1,2 (not behind his
# facing, which would be off the board): a second step left meets the
# BUGGIE.
go
move left
move left
