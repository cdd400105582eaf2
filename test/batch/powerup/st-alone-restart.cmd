# args: powerup --seed 1 --players pnk,bugmistress --scenario ../../../scenarios/powerup/story/1-gimme.ini --option reactions=never
# A Story mission loaded alone keeps its rules: mission 1 alone starts
# over when a BUGBUSTER is down (restart), as in the campaign.  PNK
# (armour 0) walks up to the BUGGIE (figure 1); the BUGMISTRESS seat has
# it hit him twice with a POW! (2 lives each time): he is down and the
# mission starts over at once, everyone back where the file puts them,
# restarts 1.
go
end
move right
pass
move right
move right
move right
end
bug 1 move left
rig 6 1 2 2
bug 1 attack ahead
state fig.00
end
move right
pass
move right
move right
pass	# her Trick window: it opens on public facts
end
rig 6 1 2 2
bug 1 attack ahead
state result story fig.00 fig.01
