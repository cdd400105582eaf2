# args: deathbot --scenario ./open.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# The Taser (blue's melee weapon): the target has one action fewer on
# its next turn.  Red walks up to blue; blue tases it twice in one turn:
# red is stunned once (the actions lost do not add up) and has 1 action
# on its next turn (Thrusters, a free action, add one back), then 2 again.
move e e e e
end
attack melee
attack melee
state red.status
state turn
end
state turn red.status
secret
state turn
move w
end
end
state turn
