# args: powerup --seed 3 --players ray --scenario cd-store.ini --option reactions=never
# The POWERUP store.  RAY enters the ON POWERUP at 2,2: he draws a POW!
# card and the store opens (the POWERUP is OFF from now on; every other
# one is already ON, so none comes ON).  Store cards 1-4: Acid Grenade,
# Shotgun, Submachine Gun, Baseball Bat.  The bat goes to the empty
# melee slot; the shotgun is carried beside the equipped rifle until RAY
# equips it (one weapon per category equipped, any number carried).
# The permanent store: ammo (1 coin: +2, above the sheet's maximum), a
# life (refused at 3 lives), a reset of the 4 cards (1 coin: they go
# under the deck and 4 new ones are laid out) and switching a POWERUP
# ON (refused: the only OFF one is RAY's own).  Selling pays half the
# price rounded down: the rifle (4) for 2, the Acid Grenade (3) for 1.
# RAY ends with 30 - 2 - 4 - 3 - 1 - 1 + 2 + 1 = 22 coins.  Then RAY
# enters the POWERUP at 4,2: it goes OFF and the one at 2,2 comes back ON.
go
move right
buy 4
buy 2
equip shotgun
buy 1
buy ammo
buy life
buy reset
buy powerup
sell rifle
sell acid-grenade
buy 9
state bb.0.equipped bb.0.gear bb.0.stats board.02 deck.store
done
move right
move right
done
show
