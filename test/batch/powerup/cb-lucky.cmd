# args: powerup --seed 5 --players ray --scenario cb-lucky.ini --option reactions=never
# Lucky Charm lets its player re-roll as often as they like: 'play 1 K'
# re-rolls the next attack until it shows K hits.  RAY asks for 4: the
# first roll (W:0 W:0 Y:0) and the second (W:1 W:1 Y:0) are rolled
# again, the third (W:1 W:2 Y:2 = 5 hits) is kept.  K must be 1-15.
go
play 1 16
play 1 lots
play 1 4
rig 1 1 2 2 2 2 2 5 3
shoot ahead
state bb.0.hand bb.0.stats
