# args: powerup --seed 3 --players pam --scenario pu-killpush.ini --option reactions=never
# A ranged attack pushes "if you have not removed all its life points".
# PAM shoots the BUGMISTRESS with the Plasma Rifle: 12 hits, 10 through
# her armour, 4 lives, all she has.  She dies at her first level and
# comes back VERY ANGRY; killed, she is not pushed (she stays at 6,2).
go
equip plasma-rifle
flip
rig 5 5 5 5 5
shoot ahead
state fig.01 fig.02
