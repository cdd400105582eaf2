# args: megapulse --scenario ./lab-collide.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human,equinox=human --option order=seats
# Collisions.  The X-350 drives into the Falcon at 5b: 1 damage to the
# Falcon (reported next to the X-350's rival token), which cannot go
# sideways (the SS-Ultra at 5a, a wall at 5c) and is pushed forward into
# the Equinox at 6b: a chain, 1 damage to the Equinox from the Falcon,
# which is pushed sideways to 6a.  The mover takes nothing.  Then the
# SS-Ultra drives sideways into the X-350 and pushes it.
select nitrospeed rapidshift
@falcon select nitrospeed rapidshift
@ss-ultra select sidethrust rapidshift
@equinox select nitrospeed rapidshift
race
play nitrospeed
option a
play rapidshift
option a
state car.x-350.pos car.x-350.damage car.falcon.pos car.falcon.damage car.equinox.pos car.equinox.damage
@falcon play nitrospeed
@falcon option a
@falcon play rapidshift
@falcon option a
@falcon repair
@ss-ultra play sidethrust
@ss-ultra option a
@ss-ultra right
state car.x-350.pos car.x-350.damage car.ss-ultra.pos
