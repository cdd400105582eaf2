# args: deathbot --scenario ./upgrade.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# System Malfunction 4: Tech Upgrade swaps one of the bot's components for
# a random card of the same type from its pile (at full HP).
secret
secret melee
show
secret ranged
