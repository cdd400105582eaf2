# args: powerup --seed 7 --players ana,ray --scenario st-clear.ini
# Story goal clear with meet (mission 2's rule: exterminate the BUGGIES
# and help PDR): killing the last BUGGIE is not enough while nobody has
# reached PDR (met 0); ANA walks up next to him and the mission is won.
# It is the campaign's last: its text, the campaign's ending, and the
# game is over with a victory.
go
order ana
rig 6 6 6 1
attack ahead
state result story
move right
move right
move right
state result story
