# args: powerup --seed 6 --players ray --scenario cb-roll.ini
# The Roll reaction against a ranged attack (rulebook, Reaction: "for
# each use of an RP, roll a yellow die, then subtract the hits from the
# ranged attacker's roll").  The BATBUG, three squares from RAY, cannot
# reach him in melee this turn: it takes aim and must shoot.  RAY rolls
# one yellow die (1 RP, plus 1 RP first for the spit's speed): 2 hits.
# The spit shows POW! (3 hits): 1 is left, his armour stops it, and he
# is pushed by the hits left after the Roll (1 square, 3,2 to 2,2).
go
end
help
rig 3 6
react roll 1
state bb.0.stats fig.00 misc
