# args: megapulse --scenario ./lab-blocked.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human,equinox=human --option order=seats
# A pushed car with cars on both sides and a wall ahead (27b) cannot move:
# the collision still deals its damage, and the mover stays where it was
# (house rule; two cars never share a space).  RACE drives exactly 2, so
# the X-350 rams twice.
select nitrospeed rapidshift
@falcon select nitrospeed rapidshift
@ss-ultra select nitrospeed rapidshift
@equinox select nitrospeed rapidshift
race
state car.x-350.pos car.falcon.pos car.falcon.damage
