# args: megapulse --scenario ./lab-laps.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human,equinox=human --option order=seats --option laps=2
# Flags.  START is at row 1, the CHECKPOINT at row 17.  The X-350 crosses
# the CHECKPOINT (an Upgrade token), grapples back behind the SS-Ultra
# (Trickster, tier I) and crosses it again next round: no second token.
# The Falcon crosses START: a token and lap 1 of 2.  The Equinox crosses
# START for the first time of the race: nothing.
select subfocus nitrospeed
@falcon select nitrospeed rapidshift
@ss-ultra select nitrospeed rapidshift
@equinox select nitrospeed rapidshift
race
play subfocus
target ss-ultra
play nitrospeed
option a
@falcon race
@falcon play nitrospeed
@falcon option a
@falcon play rapidshift
@falcon option a
@ss-ultra race
@ss-ultra play nitrospeed
@ss-ultra option a
@ss-ultra play rapidshift
@ss-ultra option a
@equinox race
@equinox play nitrospeed
@equinox option a
@equinox play rapidshift
@equinox option a
# Ready-up: three of them may spend their token
done
@falcon done
@ss-ultra done
select nitrospeed rapidshift
@falcon select nitrospeed rapidshift
@ss-ultra select nitrospeed rapidshift
@equinox select nitrospeed rapidshift
race
state car.x-350.pos car.x-350.gauges car.falcon.pos car.falcon.gauges car.equinox.pos car.equinox.gauges
