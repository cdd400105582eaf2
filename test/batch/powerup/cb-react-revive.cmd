# args: powerup --seed 31 --players tor,ray --scenario cb-revive.ini
# Any regular action but resting can be a reaction, at its usual cost in
# RP.  In the second BUG turn the BICEFALUS defeats RAY (9 hits to 0),
# then takes aim at TOR: in that window TOR revives RAY (2 RP, the BUG's
# speed is 0) instead of dodging; RAY, standing again between them,
# blocks the line of shot, so the attack hits nothing.  RAY, back with 1
# life, has not played this turn: 2 actions.  Resting is refused as a
# reaction.
go
order tor
end
end
rig 6 6 6 1 1
pass
react rest
react revive ray
order tor
end
