# args: deathbot --scenario ./climb.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# Mech Legs stride over speed belts: red walks east onto the belt at 3,1
# against its direction (it runs west), is not carried, and walks on;
# blue's Tank Treads may not step onto it from the west.
move e e
show
move e
end
move n e e
move n e
show
