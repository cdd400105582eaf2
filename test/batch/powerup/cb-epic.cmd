# args: powerup --seed 4 --players tor --scenario cb-epic.ini
# EPIC.  Without the four letters TOR cannot go EPIC.  Four POW! faces in
# his melee roll draw Adrenalyn (E), Ammo Found (P), Armory (I) and a
# Wildcard (any letter: the C).  He spends them to go EPIC: the sheet
# flips, +1 reaction point above his maximum (3/2), armour 3, melee 3
# white 1 yellow and only the EPIC weapon (Nana Unleashed, 1 white 2
# yellow more).  The BIGBUG's 4 hits against his 2 win by 2, stopped by
# the EPIC armour.  EPIC lasts until the start of his next turn, when the
# surplus RP goes (back to 2/2).
go
epic
rig 6 6 6 6 1 1 2
attack ahead
epic
flip
rig 2 2 2 2 2 1 1 2 2 3
attack ahead
end
