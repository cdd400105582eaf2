# args: deathbot --scenario ./saw.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# Buzz saws: every entry costs the movement card 1 HP (armor does not
# help); Tank Treads roll over them unharmed.
move e e e
move w
show
end
move w
show
