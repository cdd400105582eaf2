# args: powerships --seed 7 --players yellow=ai:hard,red=ai:normal,orange=ai:easy
# A whole seeded race on a random system and track, played by the AI
# (hard, normal, easy): batch lets AI seats play by themselves, so the
# race is over before this script's first line; show draws the end.
show
