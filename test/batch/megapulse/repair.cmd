# args: megapulse --scenario ./lab-repair.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human --option order=seats --option pilots=mechanic/trickster/ace
# Repair order.  The X-350 has 1 damage in its first slot, 2 next to the
# Falcon's rival token, 1 next to the SS-Ultra's (Hull 1).  Its Mechanic
# Catalyst (tier II: the Falcon is 5 zones ahead) repairs 3: the first
# slot first (no choice), then from the rival slots the player chooses,
# one Hull at a time while it matters.  REPAIR then loses all Speed and
# repairs the rest.
select subfocus nitrospeed
@falcon select nitrospeed rapidshift
@ss-ultra select nitrospeed rapidshift
play subfocus
slot ss-ultra
state car.x-350.damage car.x-350.gauges
repair
play nitrospeed
option a
state car.x-350.damage car.x-350.gauges
