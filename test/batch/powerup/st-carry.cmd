# args: powerup --seed 7 --players ana,ray --scenario st-carry.ini
# Story campaign: a mission's reward and what the team carries into the
# next one.  Mission 1 (goal reach): ANA kills the BUGGIE (100 points,
# two POW! cards from the POW! faces), plays Armory (1 RP: ammo 6 of 3),
# moonwalks onto a POWERUP; RAY steps onto the other: the whole team
# stands on a POWERUP, the mission is won.  Its story text closes it and
# mission 2 is set up: the reward opens the store for each (ANA buys the
# first card) and deals a POW! card each.  Answering the first decision
# shows mission 2's title, story and goal.  Carried over: coins (ANA
# 5 - 2), score, POW! cards, equipment (the grenade joins ANA's gear);
# restored: lives 3, ammo and reaction points full (ANA 3/3 and 3/3).
go
order ana
rig 6 6 6 1
attack ahead
play 2
move left
done
state bb.0.stats bb.0.hand
end
move right
state result story
buy 1
done
done
go
state story story.carry* bb.0.stats bb.1.stats bb.0.hand bb.1.hand bb.0.gear bb.1.gear fig.00 fig.01 phase
