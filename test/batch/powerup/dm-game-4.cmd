# args: powerup --seed 9 --scenario deathmatch-4 --players ana=ai:normal,ray=ai:normal,pnk=ai:normal,tor=ai:normal
# A whole 2v2 Deathmatch (house layout deathmatch-4) played by four AI
# seats to its end (RED: ANA and PNK, BLU: RAY and TOR).
state result dm.score
