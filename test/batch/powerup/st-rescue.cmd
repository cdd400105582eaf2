# args: powerup --seed 7 --players ana --scenario st-rescue.ini
# Story goal rescue (mission 6, EXODUS: take each scientist to a POWERUP,
# GUS the last): GUS (npc 2) steps onto a POWERUP first and is not taken,
# since ADA is still out (saved 0); ADA (npc 1) steps onto the other and
# is beamed out, and then GUS, the last, goes too (saved 3): the mission,
# and this one-mission campaign, is won.
go
npc 2 left
state story result
npc 1 right
state story result
