# args: powerup --seed 9 --players ray,pam --scenario mv-throw.ini
# Throwing (1 AP, the thrower's melee dice give the distance): RAY picks
# up PAM and throws her, but his die shows no hit: she lands on the next
# square.  He picks up the drum behind him.  Next turn he throws it with
# 1 hit over the gap at 4,2: it falls to the floor below and bursts there.
go
order ray
pickup
rig 1
throw
flip
pickup
end
jump ahead
end
done
order ray
flip
move right
rig 3
throw
