# args: powerup --seed 1 --players tor,ray --scenario prof.ini
# Profession sheets (house data, professions = on in the mission): before
# the first turn each BUGBUSTER chooses one ability, the first seat
# first; info alone lists what each offered ability does.  A sheet one
# BUGBUSTER holds is not offered to the next (its other ability is
# refused).  Reflexes (SCOUT) gives TOR 1 more reaction point at once and
# on his maximum (2 -> 3/3); Pack Mule (QUARTERMASTER) gives RAY 2 more
# ammo at once and on his maximum (5 -> 7/7).  The panel shows the
# active ability under the character.
info
ability reflexes
ability acrobat
ability wizard
ability pack-mule
state prof* bb.0.stats bb.1.stats
go
show
