# args: megapulse --seed 5 --players 2
# A cost that cannot be paid is said before the option is chosen: with 0
# Nitro, NITROSPEED's option b (pay 2 Nitro: +2 Speed) carries the warning
# the screen asks about; taken anyway (batch never asks), it does nothing.
select nitrospeed rapidshift
play nitrospeed
help
option b
state car.x-350.gauges
