# args: powerup --seed 1 --players ana,ray --scenario dm-free.ini
# The Deathmatch free set-up (the mission's setup = free): RED then BLU
# in turn place the POWERUPs (one for each tile, two each; never two on
# a tile), their secret chips (RED holds T and P, BLU 1 and 2), a drum
# each, their robot and their BUGBUSTERs on their base.  Every refusal
# names its rule and changes nothing.
state dmf* board*
# nothing else first, and only the team asked
move left
@ray place powerup 3,2
# the pieces come in order, each as place WHAT X,Y
place drum 3,2
place thing 3,2
place powerup 3
place powerup 20,1
# a wall, a trap, the air: no piece goes there
place powerup 4,2
place powerup 7,2
place powerup 3,0
# the cursor moves anywhere on the board (not kept in the history)
aim 30,0
aim 5,2
state dmf.cursor
place powerup 3,2
# one POWERUP a tile
place powerup 5,2
place powerup 9,1
place powerup 1,2
place powerup 8,2
state board* dmf.step
# the chips: one of the team's own, on a free square of its own
place powerup 2,2
place chip 2 2,2
place chip T 1,2
place chip T
place chip T 1,1
place chip T 2,2
place chip 2 2,2
place chip 2 6,1
place chip p 0,2
place chip 1 8,1
state dmf.chips dmf.step
# a drum: never on a POWERUP, nor on a figure
place drum 1,2
place drum 1,1
place drum 5,2
place drum 5,2
place drum 6,2
# the robot on its own base, on a square of its own (no chip there)
place robot 3,2
place robot 1,2
place robot 2,1
place robot 10,1
# the BUGBUSTERs likewise: then the game begins
place bugbuster 9,1
place bugbuster 2,1
place bugbuster 2,2
place bugbuster 1,1
place bugbuster 9,2
state dmf.step dm.robot* fig.* result
