# args: powerup --seed 2 --scenario deathmatch-2 --players ana=ai:normal,ray=ai:normal
# A whole 1v1 Deathmatch (house layout deathmatch-2) played by two AI
# seats to its end: the first team with two captures wins.
state result dm.score
