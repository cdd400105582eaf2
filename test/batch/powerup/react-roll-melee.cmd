# args: powerup --seed 3 --players ray --scenario cd-hand.ini
# The Roll dodges ranged attacks only: when the BUGGIE next to RAY
# lunges at him in melee, 'react roll' is refused and changes nothing.
go
end
help
react roll 1
state bb.0.stats decl
