# args: powerup --seed 8 --players ray,pam --scenario pu-portal2.ini --option reactions=never
# Dimensional Portal, the second round (rulebook, ARCADE): RAY and PAM
# never attack the portal (they end every turn).  For 8 turn sequences
# the BUGs draw one card per BUGBUSTER (2).  Then the portal opens: each
# piece left adds one card (2 + 3 = 5 a turn, events included), and each
# piece spawns like a BURP, here a BOSS, a BUGGIE and a BATBUG at once
# (a piece spawns in front of or above itself, so a piece boxed in by a
# BUG it spawned waits).  After 4 turns of the second round with pieces
# left, the BUGMISTRESS wins.
go
order ray
end
end
order ray
end
end
order ray
end
end
order ray
end
end
order ray
end
end
order ray
end
end
order ray
end
end
order ray
end
end
state phase result
order ray
end
end
order ray
end
end
order ray
end
end
order ray
end
end
state phase result
