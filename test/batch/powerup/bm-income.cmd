# args: powerup --seed 3 --players ray,tor,bugmistress --scenario bm-flat.ini --option reactions=never --option bm-income=auto
# House option bm-income=auto: a BUGMISTRESS seat gets the automatic
# BUGs' income on top of her own draw.  Her turn begins with her draw (a
# card per BUGBUSTER, into her hand), then a card per BURP is drawn and
# discarded and its automatic BUG released free, with no activation
# (the first spawn of the game releases only BUGGIES and BATBUGS, as the
# automatic rules say), then the pile is drawn to its first event, which
# stays in play as her one event of the turn sequence: an event of her
# hand (card 4 in turn 2) is refused.  Her SPAWN points are untouched
# (0 paid).  Turn 2 the BURPs release a BIGBUG and a BATBUG, free (she lets
# her Trick window in RAY's turn go).
go
state bm bm_income misc deck.bughand fig.0*
end
order ray
pass
end
end
state bm misc deck.bughand fig.0*
play 4

