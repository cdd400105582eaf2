# args: powerup --seed 4 --players tor,ana --scenario ai-acid.ini --option reactions=never
# The AI BUGBUSTER never fights where losing means the acid (normal
# level).  TOR (2 white and 2 yellow melee dice with his axe) faces a
# BIGBUG (2 white, 1 yellow, armour 1): a fight worth taking on open
# floor, but the acid is right behind him and a lost melee would push
# him into it, so the AI looks for another way (here: a jump over the BUG, on
# towards the portal).  ANA (3 white and 1
# yellow with her knuckles) faces the same BUG on the floor below with
# nothing behind her, and attacks.
go
order tor
ai normal
undo
end
ai normal
