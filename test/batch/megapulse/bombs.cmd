# args: megapulse --scenario ./lab-bombs.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human --option order=seats
# Bombs.  Zones are rows 1-4, 5-8, 9-12, 13-16...  The X-350 drives into
# the Falcon's Superbomb at b7 (zone 2): 2 damage in zone 2, 1 in zones 1
# and 3, all from the Falcon; the SS-Ultra's Multibomb at a11 (zone 3) is
# hit and detonates too: 3 damage in zone 3, 1 in zones 2 and 4, from the
# SS-Ultra.  Bombs go back to their owners (the Multibomb to the stock).
# Then bombs are placed (only on empty spaces, within the card's range)
# and the SS-Ultra shoots the X-350's bomb: another chain.
select nitrospeed superbomb
@falcon select superbomb minelayer
@ss-ultra select nitrospeed ultrafire
race
play superbomb
place c7
place a5
play nitrospeed
option a
@falcon play minelayer
@falcon place a9
@falcon play superbomb
@falcon place a13
@falcon race
state bomb.* car.x-350.damage car.falcon.damage car.ss-ultra.damage
@ss-ultra play ultrafire
@ss-ultra option a
@ss-ultra target a5
state car.x-350.damage car.falcon.damage car.ss-ultra.damage game.stock
