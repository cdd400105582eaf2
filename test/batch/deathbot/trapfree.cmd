# args: deathbot --scenario ./trapped.ini --seed 1 --players red=human,blue=human --option bots=training --option first=blue
# System Malfunction 5: a trapped bot uses the hazard to get free: red
# rolls a 1, chooses 2, and the wall at 1,2 turns face down.
end
rig 1
hazard
number 2
move s s
show
