# args: deathbot --scenario ./damage.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# Damage: armor absorbs every hit while it lasts (a hit that disables it
# loses the rest); after that the attacker splits each hit among the
# working components as they choose, 1 point or more at a time.
attack melee
attack melee
end
end
attack melee
damage movement 4
damage ranged 2 melee 2
damage secret
damage ranged 2 melee 1
attack melee
damage ranged
damage melee 2
show
end
attack melee
end
attack melee
attack melee
damage movement
