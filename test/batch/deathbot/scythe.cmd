# args: deathbot --scenario ./scythe.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# System Malfunction 1: Scythed Wheels deal 1 damage per Move action to
# the other bot (passed through or left adjacent), on their owner's turn
# only; an attack made from beside it adds nothing.
move e
move e
end
attack melee
end
move e e
attack melee
show
