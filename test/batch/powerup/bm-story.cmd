# args: powerup --campaign story --seed 6 --players ana=ai:normal,ray=ai:normal,bugmistress=ai:normal
# The Story campaign with the BUGMISTRESS at an AI seat: her seat comes
# along from mission to mission (each mission she starts with an empty
# hand and the BUGGIES and BATBUGS face up) and draws in every one, and
# pays, spawns and moves her BUGs where a BURP stands; the team wins PDR
# rescue and the BLOB, and in The three BRASAS a BRASAS shoots ROM, whom
# the team must keep alive: the campaign ends there as a defeat.
state story bm result
