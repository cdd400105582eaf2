# args: megapulse --scenario ./lab-traction.ini --seed 1 --players ss-ultra=human,equinox=human --option order=seats
# Rulebook, Losing Traction: the SS-Ultra drives 3 forward in a curve and
# crashes into the outer wall on its last 2 moves; the Equinox drives 5
# forward, entering the curve, and crashes once, on its last move.
# Speed 2 moves 3 spaces, Speed 4 moves 5 (house gauge).
select nitrospeed ultrafire
@equinox select nitrospeed ultrafire
race
play nitrospeed
option a
play ultrafire
option a
race
state car.ss-ultra.pos car.ss-ultra.damage car.equinox.pos car.equinox.damage
