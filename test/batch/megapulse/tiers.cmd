# args: megapulse --scenario ./lab-tiers.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human,equinox=human --option order=seats --option laps=2 --option pilots=ace/mechanic/gunner/trickster
# Catalyst tiers.  The SS-Ultra leads (row 2, lap 1 done: 8 zones of 4
# rows per lap).  The X-350 is on the same row a whole lap behind: tier
# III.  The Falcon is 1 zone behind: tier I.  The Equinox is 6 zones
# behind: tier II.  The leader itself always has tier I.
select subfocus nitrospeed
@falcon select subfocus nitrospeed
@ss-ultra select subfocus nitrospeed
@equinox select subfocus nitrospeed
play subfocus
race
play nitrospeed
option a
@falcon play subfocus
@falcon play nitrospeed
@falcon option a
@falcon race
@ss-ultra play subfocus
@ss-ultra target falcon
@ss-ultra race
@ss-ultra play nitrospeed
@ss-ultra option a
@equinox play subfocus
@equinox target ss-ultra
state car.x-350.pos car.falcon.pos car.ss-ultra.pos car.equinox.pos car.x-350.gauges car.falcon.gauges car.ss-ultra.gauges car.equinox.gauges
