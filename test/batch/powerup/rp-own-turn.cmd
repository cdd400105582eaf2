# args: powerup --scenario flat.ini --seed 3 --players ray,tor
# Reaction points are action points usable at any time: in RAY's own
# turn, once the actions left cannot pay a move (Creeper makes moves cost
# 2), 'react move left' pays it with 2 RP.  Resting and a Roll cannot be
# paid that way, a reaction still covered by the actions left is refused,
# and so is one that costs more RP than RAY has.
go
order ray
react flip
flip
move left
done
react move left
react rest
react roll 1
react move left
rest
state bb.0.stats fig.00
