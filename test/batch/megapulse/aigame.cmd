# args: megapulse --seed 7 --players x-350=ai:normal,falcon=ai:hard,ss-ultra=ai:easy,equinox=ai:random --option track=comet --option laps=1
# A whole race on Comet Run, side A, one lap: AI normal, hard, easy and
# random.  Batch lets the AI seats play by themselves; the final board:
show
