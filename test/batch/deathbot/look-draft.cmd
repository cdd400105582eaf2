# args: deathbot --seed 3 --players red=human,blue=human
# look during the draft: the bots in their corners and what is around
# red; no component is told before it is revealed (blue's pick stays
# unknown to red), and after the reveal both sides' weapons are named.
first red
pick 2
look red
pick 1
look red
