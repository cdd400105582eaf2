# args: powerup --seed 9 --players ray --scenario mv-glitch.ini
# The GLITCH: it blocks its square (walking into it is refused); RAY
# boards it as its pilot (1 AP); each action flies it 2
# squares: right to the board's edge, up until the floor under 11,2 stops
# it (another flight up is refused), then right out into the void, which
# is the GLITCH's own.  Next turn RAY steps out of it facing right: into
# the void, without the GLITCH's protection, and he is gone.
go
move right
board
fly right
fly up
fly up
fly right
end
board
