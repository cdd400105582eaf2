# args: powerup --seed 3 --players ray,tor,bugmistress --scenario bm-window.ini --option reactions=attacked
# Trick cards at any time, in a reaction window too (BUG cards;
# Bullet-time): in her turn her BUGGIE (figure 4) lunges at TOR, who may
# react; once he has answered, before the attack lands, she is offered
# her Tricks and grows the attacker into a BIGBUG with Evolution: the
# BIGBUG's dice strike (TOR wins the melee and destroys it).  Windows that come when a BUG merely steps next to a
# BUGBUSTER wait for her own prompt, where her Tricks are listed anyway.
go
end
order ray
pass
end
move right
pass
end
state fig.01 fig.04
bug 4 attack ahead
pass
state fig.04
play 1 4
state fig.01 bb.1.stats
