# args: powerup --seed 9 --players tor --scenario mv-cover.ini
# A cover obstacle is a fixed, blocked square: a push chain stops against
# it like a wall.  TOR hits the BIGBUG from behind with 2 hits (1 life
# through its armour): the cover behind it blocks the push.
go
rig 3 3 2 2
attack ahead
