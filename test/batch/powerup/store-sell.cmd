# args: powerup --seed 7 --players pam --scenario near.ini
# The POWERUP store: PAM moonwalks onto an ON POWERUP, draws a POW! card
# and sells her shotgun (4 coins) for 2 and her pistol (2) for 1; the
# POWERUP goes OFF and another one comes ON.
go
move left
sell shotgun
sell pistol
buy 9
done
show
