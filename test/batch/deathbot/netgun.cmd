# args: deathbot --scenario ./open.ini --seed 1 --players red=human,blue=human --option bots=training --option first=blue
# The Net Gun (blue's secret weapon, range 4, in sight): from 6,1 red at
# 1,1 is out of range (refused, nothing used).  Blue closes to 5,1 and
# nets red: on its next turn red cannot move (a step or a move to a
# space is refused) but may still attack; the turn after, it moves again.
secret
move w
secret
state red.status blue.status
end
move e
move 2 1
attack ranged
state red.status blue.armor
end
end
move e
state red.at red.status
