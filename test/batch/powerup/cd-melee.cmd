# args: powerup --seed 3 --players tor --scenario cd-melee.ini --option reactions=never
# Melee and movement Special Actions for TOR (2 white 1 yellow).
# PUSH 2 (crowbar, +1 white): TOR beats the BIGBUG by 2 (1 hit through
# its armour: 1 life) and pushes it 2 + 2 = 4 squares (3,2 -> 7,2).
# White die (flame glove, 1 yellow, + 1 white for melee): after a flip,
# TOR rolls 3 white and 2 yellow against the BUGGIE behind him.  JUMP 1A
# (jetpack, equipped from the start in the empty armour slot): his
# fourth action is a jump (ap 0 after it).  Next turn, MOVE 2A / JUMP 4A (riot
# armour): a step costs 2 actions, and a jump 4 (refused with 2 left).
# (In the BUG turn TOR falls 1 square when the BUGGIE under him dies and
# chooses his facing.)
go
equip crowbar
rig 5 1 1 2 1 1 2
attack ahead
equip flame-glove
flip
rig 1 1 1 2 2 1
attack ahead
jump up
state bb.0.equipped bb.0.flags fig.00 fig.03
end
face left
equip riot-armour
move right
jump ahead
state bb.0.equipped bb.0.stats fig.00
