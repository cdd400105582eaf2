# args: deathbot --scenario ./ballistic.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# System Malfunction 3: Ballistic Armor absorbs 1 damage, then is gone.
secret
secret
end
attack ranged
attack ranged
show
