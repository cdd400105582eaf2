# args: powerup --seed 4 --scenario deathmatch-4 --players ana=ai:normal,ray=ai:easy,pnk=ai:normal,tor=ai:easy
# Three players: the 2v2 board with one player holding both seats of a
# team (here the RED seats ANA and PNK; across one keyboard the hot-seat
# curtain simply names the seat to play).  Played to its end.
state result dm.score
