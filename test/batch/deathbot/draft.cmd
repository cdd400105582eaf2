# args: deathbot --seed 7 --players red=human,blue=human
# The full secret draft on the standard arena.  The table says who goes
# first (red).  Red draws three movement cards and keeps one in secret;
# blue sees only the two passed on; both picks are revealed together.
# Blue draws ranged and melee first, red draws the secret weapons, which
# stay hidden: blue's view never names red's secret weapon, red's never
# names blue's.  Each `show SEAT` is that seat's own view.
first red
pick 4
@blue pick 1
show red
pick 2
show blue
show red
pick 1
pick 1
pick 2
pick 3
pick 1
pick 1
show blue
pick 2
show blue
show red
name Killer Robot
end
