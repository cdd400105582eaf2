# args: powerup --seed 2 --players ana,ray --scenario dm-hall.ini
# Bullet-time between rivals (rulebook, Reaction: "Bullet-time and
# weapon speed").  RAY, who has no melee weapon (bare hands: house speed
# 1), lunges at ANA: the blow is paid and declared, and ANA (3 RP) gets
# the reaction window.  Before she acts she pays the weapon's speed,
# then the step's 1 AP in RP: 2 RP.  She steps back out of reach and
# the blow hits nothing; RAY's action is spent all the same.
move right
end
move left
move left
attack ahead
state decl dm.attack bb.0.stats bb.1.stats
react move left
state decl fig.00 fig.01 bb.0.stats bb.1.stats
