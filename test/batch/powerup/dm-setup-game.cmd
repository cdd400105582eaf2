# args: powerup --seed 4 --scenario deathmatch-2 --setup free --players ana=ai:easy,ray=ai:hard
# A whole 1v1 Deathmatch with the free set-up (--setup free): the AIs
# place the POWERUPs near their base (one a tile), their chips (a BUGGIE
# trap on the rivals' way), a drum a few squares out, the robot at the
# back of the base and the BUGBUSTER at its front; after each capture
# the robots go back to where their team placed them.  Played to its end.
state result dm.score dmf.step
