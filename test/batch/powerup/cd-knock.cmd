# args: powerup --seed 3 --players ray --scenario cd-knock.ini --option reactions=never
# Knock Knock and Teleport when the mission has a PRIMARY TARGET (the
# VIP).  Knock Knock: the most powerful BUG (the BIGBUG) comes out of
# the door nearest to the VIP (4,2), dizzy: it does not act this turn.
# Teleport: the BUG furthest from the VIP (the BUGGIE) appears next to
# it, dizzy too, so the BUGBUSTERs get a turn to save the VIP.
go
state fig.02 fig.03
npc 1 left
end
state fig.02 fig.03 fig.05
