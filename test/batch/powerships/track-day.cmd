# args: powerships --scenario day --option day=17 --option first=yellow --players yellow=human,red=human
# The day-of-month track: day 17 is Uranus (7th of the ten bodies, 17 =
# 10 + 7).  The dice 1, 2, 3 count on from it: buoy 1 on Saturn, buoy 2
# on the Sun, buoy 3 past the Sun on Mars (Pluto, Mercury, Mars).  The
# finish and start follow from the rules (farthest planets).
rig 1 2 3
roll
state buoy.* track
