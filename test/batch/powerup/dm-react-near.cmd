# args: powerup --seed 2 --players ana,ray --scenario dm-hall.ini --option react-ana=always
# With reactions always, a rival coming next to a BUGBUSTER opens its
# window as a BUG coming next to it does (no weapon: no speed to pay):
# RAY walks up to ANA, who shoots him at once (1 RP for the action, her
# ammo for the shot).  One window an action: his blow then opens hers
# again (speed 1 first), and she lets it happen.
move right
end
move left
state decl
move left
help
rig 1 1 1
react shoot ahead
state bb.0.stats
rig 1 1 1 1 1
attack ahead
pass
state bb.0.stats decl
# a rival is no ally: nothing is handed to her and she is not picked up
give ana ammo 1
pickup
