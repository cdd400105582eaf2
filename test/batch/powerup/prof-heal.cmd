# args: powerup --seed 1 --players ray,tor --scenario prof.ini
# Field Medic (MEDIC, house data: heal 1 life for 2 AP, once a turn) and
# Adrenaline (GUARDIAN: 1 more action in a turn started with fewer than
# 3 lives).  RAY attacks the BIGBUG and loses by 3 (2 after his armour:
# 1 life) and is pushed into TOR, who lands on a POWERUP (he keeps his
# ability and closes the store).  TOR heals him back to 3 lives for 2
# AP; a second heal in the same turn is refused.  The BIGBUG hurts RAY
# in the BUG turn: RAY starts his turn with 2 lives and 5 actions
# instead of 4.  TOR cannot heal himself at 3 lives, but heals RAY again
# (a new turn).
ability adrenaline
ability field-medic
go
order ray
rig 1 5 2 2
attack ahead
state fig.00
pass
done
end
heal ray
state fig.00 bb.1.stats prof.1
heal ray
end
rig 5 2 2 1
pass
order ray
state fig.00 bb.0.stats
end
heal tor
heal ray
state fig.00
