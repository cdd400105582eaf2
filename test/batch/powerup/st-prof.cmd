# args: powerup --seed 7 --players ana,ray --scenario st-carry.ini --option professions=on
# Professions in the Story campaign: chosen once at the campaign's
# set-up, carried from mission to mission.  ANA takes Pack Mule (+2 ammo
# and maximum), RAY Reflexes (+1 RP and maximum).  In mission 1 ANA
# enters an ON POWERUP and, as in Arcade, may turn her sheet: she turns
# the QUARTERMASTER sheet to Scrounger (her ammo maximum back to 3).  RAY
# reaches the other POWERUP: the mission is won.  Mission 2 asks nobody:
# each keeps the ability carried, with its numbers (RAY's reaction
# points full at 4 of 4; ANA's ammo 3 of 3).
ability pack-mule
ability reflexes
state prof.* bb.0.stats bb.1.stats
go
order ana
rig 6 6 6 1
attack ahead
play 2
move left
ability scrounger
done
state prof.0 bb.0.stats
end
move right
state result story
done
done
go
state story story.carry* prof.* bb.0.stats bb.1.stats phase
