# args: powerup --seed 3 --players tor --scenario pu-killpush.ini --option reactions=never
# "Unless it is killed, the loser is pushed back."  TOR beats the
# BUGMISTRESS by 12 in melee (10 through her 2 armour: 4 lives, all she
# has).  She dies at her first level and comes back VERY ANGRY, which
# the rulebook calls dying: a killed figure is not pushed, so she stays
# on her square (6,2) and so does the BUGGIE behind her (5,2).
go
flip
move left
done
rig 6 6 6 6 1 1 2
attack ahead
state fig.01 fig.02
