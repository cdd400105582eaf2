# args: powerup --seed 1 --players ana,ray,pam,mac --scenario dm-acid.ini
# A move taken in mid-fall is judged where the fall lands: ANA, in the
# air above the acid with her partner PAM beside the pit, may not move
# on (the landing defeats her first; she used to ask PAM "push or
# pass?" from the acid, come back at a POWERUP, and PAM's pass carried
# the old move out from there, into a wall).  She lands, disintegrates
# and comes back with no question left waiting for anyone.
state dm.order
end
move right
end
end
move right
move right
state fig.00 fig.02
move left
react move left
land
state fig.00 fig.02
show
