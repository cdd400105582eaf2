# args: powerup --seed 3 --players ray,tor,bugmistress --scenario bm-window.ini --option reactions=never
# Trick cards at any time (BUG cards): her window for Tricks comes back.
# She keeps Evolution (the BUGGIE, figure 4, alone: it has a use) and
# Thief Buggie.  RAY's turn: a window after its first command; she lets
# it go and is asked nothing more in his turn.  TOR's turn starts afresh:
# a window after his first action.  She lets it go, and his next
# one asks nothing (no new play).  His move brings him and his coins
# next to the BUGGIE: Thief Buggie gains a use, a window opens, and she
# plays it (2 of his coins gone).
go
end
state deck.bughand
order ray
pass
end
flip
pass
flip
state fig.01 bm
move right
play 2
state bb.1.stats deck.bughand
