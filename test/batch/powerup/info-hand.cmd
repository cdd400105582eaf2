# args: powerup --seed 9 --players ray --scenario pu-screen.ini
# info in a turn (issue 12): alone, RAY's POW! hand in full (name, kind,
# cost, letter, what it does), the gear he has equipped and every BUG
# on the board with its sheet in short; with an
# option's command, what that option is about: "play 2" the card,
# "move left" the verb and the outcome the screen would ask about (the
# acid), "end" the actions it leaves; with a name or an id, that card,
# item, BUG or BUGBUSTER.  A card RAY does not hold and a name nothing
# has are refused.  Nothing of it changes the state.
go
state bb.0.hand bb.0.stats fig.00
info
info play 2
info play 5
info move left
info end
info Adrenalyn
info attack-advantage
info  Lucky   Charm
info assault-rifle
info ray
info ambush
info nothing here
state bb.0.hand bb.0.stats fig.00
