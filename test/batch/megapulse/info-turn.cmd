# args: megapulse --seed 5 --players x-350=human,falcon=human
# info in the Execution phase: the picks of the seat at hand; the command
# of an option (play, option, race, repair) gives what it concerns; a
# rival's picks are public once revealed; the option being resolved names
# the cost that cannot be paid.
select nitrospeed ultrafire
@falcon select rapidshift nitrospeed
info
info play ultrafire
info race
info repair
info falcon
play ultrafire
info
info option b
help
