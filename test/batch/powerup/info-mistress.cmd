# args: powerup --seed 3 --players ray,tor,bugmistress --scenario bm-cards.ini --option reactions=never
# info at the BUGMISTRESS's seat answers from her seat, never from a
# BUGBUSTER's (a seat she does not have): alone and "play N" / "pay N"
# her BUG cards; "bug N ..." that BUG as it stands, then the verb and
# why not now (the BUGGIE is dizzy in turn 1); her "end" is not refused
# in her turn; "attack" and "discard" (a BUGBUSTER's) get the verb and
# why she may not; the BUGBUSTERs' hands are hidden from her ("trick SEAT N").  The same in a Trick window of
# hers (Evolution, offered in RAY's turn), and a BUGBUSTER asking there
# learns only how many cards she holds.  Figures: 5 the BUGGIE.
go
@bugmistress info
@bugmistress info pay 2
@bugmistress info bug 5 move left
@bugmistress info end
@bugmistress info attack ahead
@bugmistress info discard 1
@bugmistress info trick ray 1
@bugmistress info Creeper
play 1
end
order tor
pass	# her Trick window: it opens on public facts
move right
end
end
play 2
bug 5 move left
bug 5 move left
end
order ray
@bugmistress info
@bugmistress info shoot ahead
@bugmistress info trick tor 1
@bugmistress info play 1
@ray info
@ray info play 1
@ray info attack ahead
