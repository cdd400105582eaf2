# args: powerup --seed 1 --scenario deathmatch-2 --players ana=ai:normal,ray --option professions=on
# The Deathmatch AI builds the machine-gun turret where it guards its
# base: ANA (AI, the ENGINEER) takes Turret Builder, and in her first
# turn turns to face left and builds it at 1,5 on the RED base tile, in
# line with the squares around her robot (1,4), loading 3 of her ammo;
# then she buys the ammo back at the POWERUP beside it.
ability bulwark
end
state turret bb.0.stats prof.0
