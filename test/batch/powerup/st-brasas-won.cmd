# args: powerup --seed 1 --players pam,ray,pnk,bugmistress --scenario ../../../scenarios/powerup/story/5-brasas.ini --option reactions=never
# Story mission 5, the three BRASAS (played alone, its own file): the
# goal is clear = brasas with meet and protect ROM.  The BUGMISTRESS
# seat only walks her BRASAS into the guns, so the BUG turns roll
# nothing.  RAY shoots one BRASAS and walks ROM (npc 1) towards the
# team; she brings the other two closer (one through the spikes); RAY
# and PNK shoot them: every BRASAS is destroyed but nobody has reached
# ROM yet (met 0): no victory.  PNK walks up next to ROM (met 1): the
# mission is won with its closing text.  Figures: 3-5 the BRASAS, 6 ROM.
go
state fig.03 fig.04 fig.05 fig.06 result story
end
order ray
rig 5 5 5
pass	# her Trick window: it opens on public facts
shoot ahead
npc 1 left
end
order pnk
pass	# her Trick window: it opens on public facts
move right
move right
done
move right
move right
end
end
bug 4 move left
bug 4 move left
bug 5 move left
bug 5 move left
end
order ray
rig 5 5 5
pass	# her Trick window: it opens on public facts
shoot ahead
npc 1 left
npc 1 left
end
order pnk
rig 5 5 5
pass	# her Trick window: it opens on public facts
shoot ahead
state fig.02 fig.06 result story
move right
done
move right
move right
state result story
