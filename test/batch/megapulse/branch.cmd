# args: megapulse --scenario ./lab-branch.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human --option order=seats --option track=canyon --option side=a
# A shortcut.  The X-350 (lane a) drives 6 through the canyon (rows 8-12)
# and out onto row 25: the exit CHECKPOINT gives a token.  The Falcon
# (lane d) is sent round the mesa at the fork (row 8 to row 13), loses
# traction in its curve, crashes three times and crosses the mesa CHECKPOINT
# (row 17).  Ranges count zones along the links: the X-350 (zone 7) is
# 2 zones ahead of the Falcon (zone 5), and from zone 2 the SS-Ultra has
# both cars within 2 zones, the X-350 by way of the canyon.
select nitrospeed ultrafire
@falcon select nitrospeed ultrafire
@ss-ultra select nitrospeed ultrafire
race
play nitrospeed
option a
play ultrafire
option a
@falcon race
@falcon play nitrospeed
@falcon option a
@falcon play ultrafire
@falcon option a
help
@falcon target x-350
@ss-ultra race
@ss-ultra play nitrospeed
@ss-ultra option a
@ss-ultra play ultrafire
@ss-ultra option a
help
@ss-ultra target falcon
# Ready-up: nobody buys.
done
@falcon done
# Round 2: the Falcon repairs on the mesa's REPAIR pad (row 18) and
# drifts left in its last curve; the X-350 drives on from the exit; the
# SS-Ultra drives through the fork (row 8, lane b) into the canyon (row 9).
select nitrospeed rapidshift
@falcon select nitrospeed rapidshift
@ss-ultra select nitrospeed rapidshift
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
@ss-ultra play rapidshift
@ss-ultra option a
@ss-ultra play nitrospeed
@ss-ultra option a
@ss-ultra race
state car.x-350.pos car.x-350.gauges car.falcon.pos car.falcon.damage car.falcon.gauges car.ss-ultra.pos
