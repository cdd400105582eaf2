# args: megapulse --scenario ./lab-destroyed.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human --option order=seats
# Rulebook, Getting Destroyed: the X-350 (Hull 1: 1 damage of its own, 1
# from the Falcon, 2 from the SS-Ultra) crashes into the curve's wall and
# is destroyed: its movement stops, it loses its Speed, the Falcon gains 1
# Frenzy token and the SS-Ultra 2, and all Hull goes to the first slot.
select nitrospeed ultrafire
@falcon select nitrospeed ultrafire
@ss-ultra select nitrospeed ultrafire
race
# destroyed: it cannot resolve its cards now (no effect), so its turn ends
@falcon race
@falcon play nitrospeed
@falcon option a
@falcon play ultrafire
@falcon option a
@falcon target ss-ultra
@falcon done
# the SS-Ultra spends its 2 Frenzy tokens: 1 forward each
@ss-ultra frenzy
@ss-ultra frenzy
@ss-ultra race
@ss-ultra play nitrospeed
@ss-ultra option a
@ss-ultra play ultrafire
@ss-ultra option a
state car.x-350.damage car.x-350.gauges car.falcon.gauges car.ss-ultra.gauges
# round 2: while destroyed, REPAIR comes before any card
select rapidshift nitrospeed
@falcon select nitrospeed ultrafire
@ss-ultra select nitrospeed ultrafire
play rapidshift
repair
play rapidshift
option a
play nitrospeed
option a
state car.x-350.damage car.x-350.gauges
