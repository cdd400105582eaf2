# args: powerup --seed 1 --players ray,tor --scenario prof.ini
# Paramedic (MEDIC, house data: cheap revive cost 1): reviving a
# defeated partner costs 1 AP instead of 2.  RAY attacks the BIGBUG and
# loses by 9 (8 after his armour: 3 lives): he is defeated.  TOR, next
# to him, revives him for 1 AP (3 left).
ability pack-mule
ability paramedic
go
order ray
rig 1 6 6 5
attack ahead
state fig.00
end
revive ray
state fig.00 bb.1.stats
