# args: powerup --seed 2 --players ana,ray --scenario dm-sniper.ini
# Weapon speed decides the price of a reaction (rulebook, Reaction:
# "Bullet-time and weapon speed").  RAY equips the Sniper Rifle (speed
# 2) and shoots at ANA (3 RP): a Roll of 2 dice would cost 2 + 2 RP and
# is refused; a Roll of 1 costs 2 + 1.  His second shot opens no window:
# ANA cannot pay the speed and a reaction point.  In a Deathmatch the RP
# left are the initiative: RAY (3 RP) plays first in turn 2.
move right
end
move left
equip sniper
rig 5 5 4
shoot ahead
state dm.attack
react roll 2
rig 4
react roll 1
state bb.0.stats
rig 1 1 1
shoot ahead
state decl
end
