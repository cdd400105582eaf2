# args: powerup --seed 3 --players ray,bugmistress --scenario bm-regen.ini --option reactions=never
# REGENERATE 1 (BUG sheet) under a BUGMISTRESS player: the BLOB RAY hurt
# in his turn has its life back when her next turn begins.  Her hand is
# hers alone: RAY's view shows how many cards she holds, hers lists them
# (Immolation, then Metal Corrosion); with her seat the game has hidden
# information, so `show` alone is the view of the seat deciding.
go
show ray
show
end
rig 6 1 2
attack ahead
state fig.03
pass	# her Trick window: it opens on public facts
end
state fig.03
show ray
show bugmistress
