# args: deathbot --seed 5 --players red=ai:normal,blue=ai:hard
# A whole game, AI (normal, red) against AI (hard, blue): batch lets the
# AI seats play by themselves, from who goes first and the secret draft
# to the scrapping.  The final board:
show
