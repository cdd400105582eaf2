# args: powerup --seed 9 --players ray --scenario pu-screen.ini
# info at the POWERUP store (issue 12): alone, every item for sale in
# full (its kind, price and resale, range, bonus dice, damage, speed,
# what its special action and its destruction rule do) and each supply
# with its price; "buy 3" one item, "buy ammo" one supply, "sell ID" and
# "equip ID" the piece carried.  A store card that is not there is
# refused.
go
move right
info
info buy 3
info buy ammo
info buy 7
info sell rifle
info equip rifle
done
