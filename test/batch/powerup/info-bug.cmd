# args: powerup --seed 9 --players ray --scenario pu-screen.ini
# info on a blow (issue 12): "attack ahead" next to the BIGBUG gives its
# BUG sheet (SPAWN cost, lives, armour, actions, attacks, dice, coins and
# score, its words) and how this one stands, then RAY's melee roll and
# weapon, the faces of the dice and the DAMAGE card; "shoot ahead" the
# same target and the ranged roll with the Assault Rifle in full, and
# that Explosive Gas refuses the shot now; a direction with nobody in it says so.  By
# name: a BUG sheet with its abilities (the BUGMISTRESS: SPAWN,
# REGENERATE 1, no back attack) and a BUG card.  The BUG cards the BUGs
# play are told in the log with their text.  By square: the figure
# there (info 8,2 the BIGBUG, an empty square says so).
go
move right
done
move right
info attack ahead
info shoot ahead
info attack up
info bugmistress
info Explosive Gas
info 8,2
info 6,0
