# args: powerup --seed 9 --players ray,pam,tor --scenario mv-carry.ini
# Carrying: RAY picks up PAM from the square ahead (1 AP: they share his
# square) and jumps ahead with her (2 AP).  TOR walks into RAY, who
# chooses to be pushed: the cargo falls to the square where RAY was, so
# TOR's move stops there (RAY landed on a POWERUP: its store opens).  PAM is free to act.
go
order ray
pickup
pickup
jump ahead
end
done
order tor
move right
move right
move right
push
end
flip
