# args: deathbot --scenario ./trapped.ini --seed 1 --players red=human,blue=human --option bots=training --option first=blue
# System Malfunction 5: red starts boxed in by walls at 2,1 and 1,2.  A
# trapped bot may use the hazard to get free; once its hazard card has no
# uses left, it loses.  Here red rolls 6s, which flip only row 6.
end
move s
rig 6
hazard
end
end
rig 6
hazard
end
end
rig 6
hazard
end
end
rig 6
hazard
end
end
show
end
