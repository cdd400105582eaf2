# args: powerup --seed 4 --players ray --scenario cd-round.ini --option reactions=never
# The turn sequence and the round counter: each turn the BUGs go first
# (draw, spawn, event, cards, actions), then RAY; eight turns make a
# round.  Save the VIPs is won when the VIP has lived through a whole
# round: the BUGs on the lower band cannot climb to it, so after the
# 8th turn the game ends in VICTORY and no command is accepted.
go
show
end
end
end
end
end
end
end
end
show
end
