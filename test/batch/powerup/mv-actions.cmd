# args: powerup --seed 12 --players ray,pam --scenario flat.ini
# The action table: rest only below the maximum; flip (1 AP); a moonwalk
# (moving against the facing, 1 AP) into PAM: she lets RAY pass, so he
# goes over her to the square beyond; a jump costs 2 AP (refused with 1
# left, the jump up 45 degrees); a second moonwalk into PAM: she chooses to be pushed.  PAM gives
# coins and ammo to RAY next to her (1 AP each), picks him up (1 AP, only
# one at a time) and throws him ahead (1 AP: her melee die rolls 2 hits
# = 2 squares).
go
order ray
rest
flip
move right
pass
flip
jump up
move left
push
end
give ray coins 2
give ray ammo 1
pickup
pickup
rig 5
throw
