# args: powerup --seed 12 --players ray --scenario cb-drum.ini
# Explosive drums and cover obstacles.  RAY shoots past the cover
# obstacle at 2,2 (cover protects those behind it, it lets shots through)
# at the drum at 5,2: 1 hit is enough, the drum explodes (3 hits, house
# value) in a cross: the BIGBUG at 6,2 (1 armour) takes 2 hits, 1 life.
# A second shot at the BIGBUG goes through the cover: 1 hit - 1 armour
# - 2 for the cover: no damage, pushed 1 (6,2 -> 7,2).
# The square burns on: in the next BUG turn the BIGBUG walks into it,
# takes 1 damage and dies.  Then RAY (spun round by Psychic Attack)
# turns to the cover obstacle and breaks it with 3 melee hits (a POW!
# face: 3 hits and a POW! card).
go
rig 2 1 2
shoot ahead
rig 2 1 2
shoot ahead
end
flip
rig 6
attack ahead
show
