# args: megapulse --scenario ./lab-resolve.ini --seed 1 --players x-350=human,falcon=human --option order=seats
# Rulebook, Execution phase: on its turn each car resolves every card it
# selected that is left and RACEs or REPAIRs, in any order; only then does
# the turn end.  A card that can do nothing now (a cost it cannot pay, no
# target in range) is still resolved, with no effect, and the option says
# so before it is chosen.  Neither car has Nitro; the Falcon is 4 zones
# ahead of the X-350, out of the reach of its ULTRAFIRE (0-2 zones ahead),
# and nobody is ahead of the Falcon.
select nitrospeed ultrafire
@falcon select rapidshift ultrafire
help
race
# both cards are still to resolve: the turn goes on
done
help
play nitrospeed
help
option b
state car.x-350.gauges car.x-350.select
done
play ultrafire
option a
# the X-350's turn ended by itself once both cards were resolved
state car.x-350.select
@falcon play rapidshift
@falcon option a
@falcon race
@falcon done
help
@falcon play ultrafire
@falcon option a
# the round is over: Round 2
state game.track
