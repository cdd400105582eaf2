# args: powerup --seed 7 --players ana --scenario st-blob.ini
# Story mission 4's goal (clear = blob): the BLOB (3 lives, a house
# sheet) has its back to the board's edge; ANA's fists take 2 of its
# lives, then the last: the mission is won with its closing text, and
# as the campaign's last it ends in victory.
go
rig 6 6 6 1 2 2
attack ahead
state result story
rig 6 6 6 1 2 2
attack ahead
state result story
