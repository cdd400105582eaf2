# args: powerup --seed 3 --players ray --scenario cd-npc.ini --option reactions=never
# Non-Player Characters (the VIPs): 1 life, and 2 moves a turn each,
# chosen by the BUGBUSTERs (free of actions).  VIP 1 steps right and
# back; a third move is refused.  VIP 2 cannot use the door at 4,2 (its
# two moves stay unused).  Next turn
# VIP 1 may move twice again.
go
npc 1 right
npc 1 left
npc 1 left
npc 2 right
state fig.02 fig.03
end
npc 1 left
npc 1 right
