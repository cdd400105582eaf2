# args: powerup --seed 2 --players ana,ray --scenario dm-hall.ini
# A reaction's own attack lands at once and opens no window (house rule:
# only the actions of the player whose turn it is open one, one each).
# RAY lunges at ANA; ANA (3 RP) hits back first, paying RAY's speed 1 and
# the attack's 1 AP in RP.  Her blow pushes RAY out of reach, so his
# declared blow hits nothing.
move right
end
move left
move left
attack ahead
rig 5 5 1 1 1
react attack ahead
state decl bb.0.stats fig.00 fig.01
