# args: megapulse --scenario ./lab-upgrades.ini --seed 1 --players x-350=human,falcon=human --option order=seats
# Upgrades (deck in a fixed order for the test).  The market never starts
# with a Burst card: OMEGARUSH is set aside and goes back under the deck.
# X-350 (Level I slots full): NITRO CORE replaces RAM PLATE (FAQ: replace
# one or lose the new card), TURBINE is lost instead, then NITRO CORE is
# levelled up to Level II.  Falcon buys SONICSPEED: On-Purchase, it loses
# NITROSPEED and takes the Sonicspeed tile; then it takes the top card of
# the deck, revealed.  The market is refilled at the end of Ready-up.
state game.market game.deck
select nitrospeed rapidshift
@falcon select nitrospeed rapidshift
race
play nitrospeed
option a
play rapidshift
option a
@falcon race
@falcon play nitrospeed
@falcon option a
@falcon play rapidshift
@falcon option a
buy 2
replace ramplate
buy 3
discard
level nitrocore
@falcon buy 1
@falcon deck
state car.x-350.passives car.x-350.lost car.falcon.hand car.falcon.lost car.falcon.flags game.market game.deck
# Round 2: NITRO CORE at Level II gives 2 Nitro in the Instant phase
select nitrospeed rapidshift
@falcon select sonicspeed rapidshift
state car.x-350.gauges
# the Sonicspeed tile adds a Speed step: pay 2 Nitro for +3 Speed, capped
# at 7, which moves 9 spaces
race
play nitrospeed
option a
play rapidshift
option a
@falcon play sonicspeed
@falcon option b
@falcon pay
@falcon race
state car.falcon.gauges car.falcon.pos
