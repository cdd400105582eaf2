# args: megapulse --scenario ./lab-faq.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human --option order=seats
# FAQ rulings.  Antigrav (Instant, resolved first): everyone loses
# traction the other way this round, so curves now drift left.  ZAP in a
# curve: ZAP moves diagonally, never straight ahead; without it traction
# applies.  Solarsink gains back lost cards (not the lost passive).
# Datahack: the hacked SS-Ultra crashes into a wall: the damage is its own
# (first slot), not the Falcon's.
select zapdrive solarsink
@falcon select antigrav datahack
@ss-ultra select nitrospeed rapidshift
play zapdrive
option a
race
forward
zap right
drift
drift
play solarsink
regain omegarush
regain warpjump
state car.x-350.pos car.x-350.hand car.x-350.lost car.x-350.passives
@falcon play datahack
@falcon option b
@falcon target ss-ultra
@falcon right
state car.ss-ultra.pos car.ss-ultra.damage
