# args: powerup --seed 9 --players ray,pam --scenario mv-acid.ini
# Acid: RAY walks into it and dissolves.  PAM cannot revive him from the
# square beside it (only a CONTINUE brings him back); the team pays the
# CONTINUE and he reappears on an ON POWERUP, with no actions left this
# turn since he has played already.
go
order ray
move right
end
move right
revive ray
continue ray
