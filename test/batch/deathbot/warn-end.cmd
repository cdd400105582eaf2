# args: deathbot --seed 5
# Ending a turn with actions left carries how many, for the screen to ask
# about; a step or a fire out of range that is refused names the rule.
first red
pick 1
pick 1
pick 1
pick 1
pick 1
pick 1
pick 1
pick 1
help
attack ranged
state turn
