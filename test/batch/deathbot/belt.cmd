# args: deathbot --scenario ./belt.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# Speed belts: a bot that enters a belt space is carried one space on in
# the belt's direction (Turbo Wheels: two); nobody may step onto a belt
# against its direction.
move e e
move w
move s w n
show
end
move n n
show
