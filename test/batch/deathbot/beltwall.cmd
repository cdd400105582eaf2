# args: deathbot --scenario ./beltwall.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# Walled off for good?  A column of belts running east (x=4) beside a
# column running west (x=5): neither bot can ever cross to the other's
# side, but each can reach its own belt column, next to the other's, and
# fight there.  So when both hazard cards are used up (each player flips
# row 2 and back) the game goes on (it ends only when the bots can
# neither meet nor hit each other); the bots meet at the belts, red on
# 4,6 and blue on 5,6, and blue's chain saw reaches red.
rig 2
hazard
end
rig 2
hazard
end
rig 2
hazard
end
rig 2
hazard
end
rig 2
hazard
end
rig 2
hazard
end
rig 2
hazard
end
rig 2
hazard
end
state winner phase red.hazard blue.hazard
move e e e
end
move w w w
move w w
move s s s
move s s
state red.at blue.at
end
attack melee
state winner red.armor
