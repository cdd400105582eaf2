# args: megapulse --scenario ./lab-bombs.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human --option order=seats
# look in words (see bombs.cmd for the positions): the X-350 at b2 hears
# its place, the spaces a RACE of Speed 4 drives (the Falcon's Superbomb
# on b7), the lanes beside it, the cars ahead and behind in rows and
# zones, both bombs with their lanes and the next flag; the Falcon, far
# ahead at a14, hears the curve it is in and the cars behind.  No card of
# any hand is told.
look x-350
look falcon
