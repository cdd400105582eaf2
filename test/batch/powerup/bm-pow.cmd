# args: powerup --seed 3 --players ray,tor,bugmistress --scenario bm-pow.ini --option reactions=never
# The POW! cards aimed at the BUGMISTRESS act on her real hand (POW!
# cards): BrainWash - she may play her Tricks first (Evolution), then two
# random cards of her hand are discarded (here the two she has left);
# Disruptor - she cannot spawn in her next turn, and can again after it.
# Also: Reinforcement draws two more cards, an event after a Special is
# refused, a Trick window she lets go is not offered again for the same
# Trick, and there are never more BURPs than BUGBUSTERs.
go
play 1
state deck.bughand
play 3
end
order ray
pass
flip
play 1
play 2
state deck.bughand fig.05
pass
state deck.bughand deck.bugdisc
play 1
end
end
pay 1 2
spawn buggie
end
order ray
end
end
pay 1 2
activate burp
spawn burp
spawn buggie
state bm
