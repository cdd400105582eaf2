# args: powerup --seed 3 --players ray,tor,bugmistress --scenario bm-flat.ini --option reactions=never
# The rulebook's spawn example (Being the BUGMISTRESS, BUG sheet): she
# spends BUG cards worth 8 SPAWN points (4 + 4) and releases a BRASAS and
# a BIGBUG, each on the side its BURP faces.  Turn 1 she pays Knock Knock
# (6) and Bicevolution (5), turns the BRASAS and BIGBUG sheets face up (3
# each, house values); the 5 points left are lost.  Turn 2 she draws
# Evolution (4) and Deplete 3 POWERUPs (4): 4 + 4 = 8 buys a BRASAS (4)
# and a BIGBUG (4), one from each BURP, in the square it faces (10,2 and
# 7,2); nothing is left for a BUGGIE, and after the spawn no sheet can be
# activated any more (step 1.2 comes before 1.3).
go
state bm deck.bughand
spawn brasas
pay 1 2
activate brasas
activate bigbug
state bm
end
order ray
end
end
state bm deck.bughand
pay 1 2
state bm
spawn brasas 3
spawn bigbug 2
spawn buggie
activate blob
state bm fig.0*
