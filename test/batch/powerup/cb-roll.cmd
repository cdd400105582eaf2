# args: powerup --seed 6 --players ray --scenario cb-roll.ini
# The Roll reaction.  The BATBUG takes aim at RAY from three squares.
# Its spit is fast (speed 1, house value): a reaction pays 1 RP first,
# so a Roll of 3 yellow dice would cost 4 RP and RAY has 3 (refused);
# he rolls 2 yellow dice for 3 RP: 3 + 2 = 5 hits to take off the shot.
# The BATBUG's 1 white die shows POW! (3 hits): all dodged, no damage,
# no push.
go
end
react roll 3
rig 5 3 6
react roll 2
state bb.0.stats fig.00
