# args: megapulse --scenario ./lab-datahack.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human --option order=seats
# ALPHAGRID (Instant) makes the Falcon first.  Then it takes control of
# the SS-Ultra with DATAHACK and drives it 2 forward into the X-350: the
# X-350's damage is reported next to the SS-Ultra's rival token (FAQ: the
# source of damage does not change under Datahack).
select nitrospeed rapidshift
@falcon select datahack alphagrid
@ss-ultra select nitrospeed rapidshift
@falcon option a
@falcon play datahack
@falcon option a
@falcon target ss-ultra
# the X-350 could go either way: the Falcon, driving, chooses
@falcon left
state game.order car.ss-ultra.pos car.x-350.pos car.x-350.damage
