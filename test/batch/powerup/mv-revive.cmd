# args: powerup --seed 9 --players ray,pam,tor --scenario mv-revive.ini
# RAY picks PAM up and throws her (2 hits: 2 squares) into the shaft at
# 4,2: she falls 6 squares, which costs 5 lives, and is defeated.  TOR,
# beside her at the bottom, revives her (2 AP) with 1 life; she has not
# played this turn, so she gets 2 actions.  TOR jump-attacks the BATBUG
# above and beside him: 1 AP up, 1 AP for the attack, and he lands back.
go
order ray
pickup
rig 5
throw
end
order tor
revive pam
rig 5 5 5 5 1
jump attack
attack ahead
end
flip
flip
flip
