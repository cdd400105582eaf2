# args: powerup --seed 7 --players ana --scenario st-burp.ini
# Story missions 7 and 8.  The BURP: the mission lists two BURP squares,
# but one player gets one BURP (as many BURPs as players), which spawns
# in the BUG turn as in an ARCADE game (a BUGGIE: the first spawn).  GUS
# (npc 1) steps onto the POWERUP and is not taken out while no BURP is
# down (saved 0); ANA destroys the BURP and GUS is beamed out: mission 7
# won.  Point of No Return: the two BUGGIEs alive at mission 7's end
# stay on their squares (9,5 and 6,5); ANA's start square is 9,5, so she
# is pushed one square aside (to 8,5); destroying the BOSS wins the
# mission, the other BUGs still standing, and ends the campaign (result
# 1, the campaign complete).
go
state fig*
npc 1 right
state story result
rig 6 6 6 6 1 1
attack ahead
state story result fig*
go
pass
flip
rig 6 6 6 6 1 1 1 2
attack ahead
state story result
