# args: powerup --seed 1 --scenario deathmatch-6 --players ana=ai:normal,ray=ai:normal,pnk=ai:normal,tor=ai:normal,pam=ai:normal,mac=ai:normal
# A whole 3v3 Deathmatch (house layout deathmatch-6) played by six AI
# seats to its end (RED: ANA, PNK, PAM; BLU: RAY, TOR, MAC).
state result dm.score
