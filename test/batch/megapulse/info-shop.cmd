# args: megapulse --scenario ./lab-info.ini --seed 1 --players x-350=human,falcon=human --option order=seats
# A card whose cost cannot be paid says so before it is chosen: X-350 has
# 0 Nitro, so every pair with RAILGUN (costs 1 Nitro) carries a warning at
# the selection and so does its play option; Falcon's NITROSPEED gives the
# Nitro its RAILGUN needs, so its pair has none; paying names the cost.  At the shop the market is
# public: info with nothing named lists it in full, each option of the
# shop has its text (buy N, deck, level), and show NAME is info NAME.
help
select railgun rapidshift
help
@falcon select railgun nitrospeed
help
info play railgun
race
play railgun
play rapidshift
option a
@falcon race
@falcon play nitrospeed
@falcon option a
@falcon play railgun
@falcon help
@falcon decline
info
info buy 1
info deck
info market
info level pitcrew
show blackbox
info pitcrew
help
