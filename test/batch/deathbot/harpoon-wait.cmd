# args: deathbot --scenario ./harpoon.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# System Malfunction 2, the printed case: red at 1,3 harpoons blue onto
# the belt at 2,3, which runs west into red.  Blue stays on the belt as
# long as red stands in front of it - after the attack, after red's
# hazard, through the turn change - and rides on to 1,3 the moment red
# moves away (after that move).
attack ranged
state blue.at
rig 6
hazard
state blue.at
end
state blue.at
end
move s
state blue.at red.at
