# args: powerup --seed 2 --players ana,ray --scenario dm-hall.ini --option professions=on
# The machine-gun turret in a Deathmatch shoots the builder's rivals
# with the rules of any shot (house values in professions.ini).  ANA
# (Turret Builder) builds it at 3,2; the BLU robot in the hall blocks its
# line (a robot is an ally or obstacle, never a target).  Once RAY has
# sent the robot home, ANA fires at him in her turn: he gets the reaction
# window of any attack (the turret prints no speed: 1, house rule) and
# rolls one yellow die (1 + 1 RP): his Roll cancels 3 of the turret's 5
# hits, his armour (Bulwark +1) stops the other 2, and the 2 hits left
# after the Roll push him 2 squares along the line.
ability turret-builder
ability bulwark
build
turret right
end
move left
end
rig 6 6
turret right
state dm.attack turret
rig 4
react roll 1
state turret fig.01 bb.1.stats dm.attack
