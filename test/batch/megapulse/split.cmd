# args: megapulse --scenario ./lab-split.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human --option order=seats --option track=gauntlet --option side=a
# A split: zones count along each way.  The X-350 (lane d) takes the
# right-hand way at the fork (row 8 to row 17) and crosses its CHECKPOINT.
# The SS-Ultra drives on the left-hand way into the Falcon's Superbomb
# (row 14, zone 4): 2 damage to it there, 1 to the Falcon in zone 7, the
# zone after the left way's end; the X-350, beside it on the other way
# (zone 5), is far from it and takes nothing.
select nitrospeed rapidshift
@falcon select nitrospeed rapidshift
@ss-ultra select nitrospeed rapidshift
race
play nitrospeed
option a
play rapidshift
option b
@falcon repair
@falcon play nitrospeed
@falcon option a
@falcon play rapidshift
@falcon option b
@ss-ultra race
state car.x-350.pos car.x-350.gauges car.x-350.damage car.ss-ultra.pos car.ss-ultra.damage car.falcon.damage
