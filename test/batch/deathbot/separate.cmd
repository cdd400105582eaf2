# args: deathbot --scenario ./separate.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# House rule for a gap in the rules: a wall across the arena (x = 5) keeps
# the bots apart.  While a hazard use is left the arena may still change;
# once both hazard cards are used up (here each player flips row 2 and
# back) the bots can never meet, and the one with less room to move, red,
# counts as trapped and loses.
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
show
