# args: megapulse --seed 5 --players x-350=human,falcon=human
# info at the selection: with nothing named, every card of the seat's own
# hand in full (effect, options, costs and whether they can be paid now,
# SUBFOCUS with the Catalyst it would trigger); a pair as the screen's i
# key sends it; a card, a pilot, a passive by name; another car shows only
# what everyone sees: its hand and its picks are refused until the reveal.
# Each answer ends with the game words it used (GRIP, Speed, Nitro...),
# each explained (issue 27: GRIP and ZAP were never explained).
info
info select nitrospeed ultrafire
info subfocus
info mechanic
info ram plate
info falcon
info falcon hand
info x-350 hand
info bogus
@falcon info
select nitrospeed ultrafire
@falcon info x-350
@falcon select rapidshift nitrospeed
@falcon info x-350
