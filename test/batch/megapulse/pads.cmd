# args: megapulse --scenario ./lab-pads.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human,equinox=human --option order=seats
# Boost pads.  X-350: PULSE at 18a drives it 1 more, NITRO at 21a.
# Falcon, with GRIP chosen space by space: GRIP into the curve's PULSE at
# 12a, whose extra space still loses traction (drift), then GRIP again.
# SS-Ultra: REPAIR at 20c repairs 3 Hull; DASH right at 22c pushes it into
# the wall: 1 damage.  Equinox: DASH left at 19b.
select nitrospeed rapidshift
@falcon select nitrospeed rapidshift
@ss-ultra select nitrospeed rapidshift
@equinox select nitrospeed rapidshift
race
play nitrospeed
option a
play rapidshift
option a
@falcon play rapidshift
@falcon option b
@falcon race
@falcon grip
@falcon drift
@falcon grip
@falcon play nitrospeed
@falcon option a
@ss-ultra race
@ss-ultra play nitrospeed
@ss-ultra option a
@ss-ultra play rapidshift
@ss-ultra option a
@equinox race
state car.x-350.pos car.x-350.gauges car.falcon.pos car.ss-ultra.pos car.ss-ultra.damage car.ss-ultra.gauges car.equinox.pos
