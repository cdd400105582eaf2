# args: deathbot --seed 7 --players red=human,blue=human
# info: the full texts behind the screen's short forms, from the data.
# At the draft, "info" lists each offered card in full (stats, effect
# words, text) to the seat that holds them; the other seat hears only
# that a choice is made in secret, and cannot read the hand by number.
# In the duel, "info" lists one's own bot and the other's revealed parts
# (its secret weapon stays hidden); an option's command gives its text;
# a space gives its card, never an unseen back; a name gives a card.
info
first red
info
info pick 3
@blue info
@blue info pick 1
pick 1
@blue info
@blue pick 1
pick 1
pick 1
pick 1
pick 1
pick 1
@blue info
@blue pick 1
info
info attack ranged
info hazard
info move 1 2
info end
info 5 5
rig 3
hazard
info 5 5
info 6 5
info saw
info speed belt
info net gun
info thrusters
info machine
info nothing here
