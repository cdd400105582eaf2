# args: powerships --scenario ./lab-rules.ini --option first=yellow --players yellow=human,red=human
# Rulebook, "Damage": Yellow has 3, 2, 2, keeps a 2, removes a die and
# rerolls the other, getting 3: 2 + 3 = 5.  The longest path is 3 spaces
# (straight, up to the edge of the board), so Yellow must go straight and
# crash: dice lost, damage 5 - 3 = 2.  Next turn Yellow rolls nothing and
# only turns: one point of damage is repaired.
place sw se
place e e
rig 3
roll add
move straight
rig 1
roll add
move straight
rig 2
roll add
move straight
roll
move straight
rig 2
roll add
move straight
roll
move straight
rig 3
roll remove 1 3
move left
move right
move straight
roll
move straight
# Yellow: no dice, damage 2 (at most 3 dice); rolling nothing repairs
roll
move left
state ship.0.damage ship.0.dice ship.0.pos
