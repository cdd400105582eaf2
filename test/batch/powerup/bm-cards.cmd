# args: powerup --seed 3 --players ray,tor,bugmistress --scenario bm-cards.ini --option reactions=never
# The BUGMISTRESS's BUG cards (BUG cards; turn sequence 1.4-1.6): an
# Event only in her turn, one per turn sequence, lasting until her next
# turn (Creeper: TOR's move costs 2 in his turn); a new turn sequence
# takes a new event (Explosive Gas: RAY cannot shoot in his turn);
# Specials after the event and before the BUG actions (Charge doubles her
# BUGs' actions: the BUGGIE has 4; an event after a Special is refused);
# a Trick (Evolution) in a window the
# BUGBUSTERs' turn offers her (the BUGGIE, alone on its square, grows
# into a BIGBUG).  Figures: 5 the BUGGIE.
go
play 1
play 1
state misc bm deck.bughand
end
order tor
pass	# her Trick window: it opens on public facts
move right
state bb.1.stats
end
end
state deck.bughand
play 2
play 1
undo
play 1
play 1
state misc fig.05
bug 5 move left
bug 5 move left
state fig.05 deck.bughand
end
order ray
play 1
state fig.05 deck.bughand
shoot ahead
flip
state bb.0.stats
end
end
