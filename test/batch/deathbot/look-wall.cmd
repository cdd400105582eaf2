# args: deathbot --scenario ./wall.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# look in words: red at 3,6 hears blue 3 east behind the wall at 4,6 (no
# sight, so neither ranged weapon can fire), its weapons with their
# range and damage, blue's revealed weapons, the secret weapons (its own
# named, blue's hidden) and the four spaces around (the wall east, the
# edge south).  From 5,5 the line is clear: both ranged weapons reach.
look
move n e e
look
look blue
