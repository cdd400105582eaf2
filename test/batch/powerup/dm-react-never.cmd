# args: powerup --seed 2 --players ana,ray --scenario dm-hall.ini --option react-ana=never
# A Deathmatch player who asked never to be offered a reaction window
# (option react-NAME=never) is not asked: RAY's blow lands at once.
move right
end
move left
move left
rig 5 1 1 1
attack ahead
state decl bb.0.stats
