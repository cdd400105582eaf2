# args: powerup --seed 3 --players ray --scenario cd-portal.ini --option reactions=never
# Dimensional Portal (here it opens after 1 turn instead of 8): once
# the time is up and pieces of the portal remain, each piece adds one
# BUG card to the BUGs' draw (1 + 3 = 4 cards: Acid Vomit, Thief
# Buggie, Teleport, Surprise) and spawns like a BURP (the BURP and the
# three pieces draw 4 cards: Charge, Evolution, Charge, Creeper), the
# pieces spawning to their left (the BUGs win if 4 turns of the second
# round pass with any piece left: see the unit tests).
go
end
state fig.*
