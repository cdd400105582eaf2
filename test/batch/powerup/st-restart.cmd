# args: powerup --seed 6 --players ray,tor --scenario st-restart.ini
# Story rule restart (mission 1: if someone dies, start over): TOR walks
# 2 squares; RAY loses a melee to the BICEFALUS by 7
# and is down.  The mission starts over from the beginning at once: the
# same board, everyone back on the start squares with full lives, the
# BICEFALUS back where it stood, the team with what it brought in
# (2 coins each), restarts 1.  The first decision is the BUGs' first turn
# again.
go
order tor
move right
move right
end
rig 1 5 5 5
attack ahead
state result story fig* bb.0.stats bb.1.stats
go
state phase
