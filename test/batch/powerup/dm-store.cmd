# args: powerup --seed 2 --players ana,ray --scenario dm-hall.ini
# The Deathmatch store: entering an ON POWERUP turns it OFF and gives
# one choice (a POW! card, the top equipment card equipped at once in
# place of the same category's, 3 ammo back, 1 life back); nothing is
# paid and no other POWERUP comes ON; the turn counter's cycle (house
# value power_cycle = 4) turns every POWERUP back ON.
flip
move left
move left
help
buy life
buy ammo
buy equip
state bb.0.gear bb.0.equipped board.02
end
end
end
end
end
end
state board.02 phase
end
end
state board.02 phase
