# args: deathbot --scenario ./hazard.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# The hazard card: roll, flip every arena card with that number.  In this
# arena each card's number is its row.  A 1 lets the player choose the
# number; a wall rising under a bot deals 1 damage and its player picks
# the adjacent space to go to; any other obstacle under a bot resolves.
rig 4
hazard
hazard
show
end
rig 1
hazard
end
number 2
end
wall w
wall e
show
end
move s w
rig 3
hazard
show
