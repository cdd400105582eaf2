# args: deathbot --scenario ./bomb.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# Bombs deal 1 damage and flip their card; power ups repair 1 damage
# (armor first) and flip their card.  Hover Pads glide over a bomb unless
# they stop on it.
move e e e
move e e e e e
show
end
move w w
move e
show
