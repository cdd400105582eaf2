# args: powerup --campaign story --seed 6 --players ana=ai:normal,ray=ai:normal,bugmistress=ai:normal
# The Story campaign with the BUGMISTRESS at an AI seat: her seat comes
# along from mission to mission (each mission she starts with an empty
# hand and the BUGGIES and BATBUGS face up), draws, pays, spawns and
# moves her BUGs in every one; in PDR rescue, where the NPC is the BUGs'
# PRIMARY TARGET, her BUGs go for PDR and kill him: the campaign ends
# there as a defeat.
state story bm result
