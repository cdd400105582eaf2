# args: powerup --seed 6 --players ray,tor --scenario cb-continue.ini
# Lives and the CONTINUE.  RAY loses a melee to the BICEFALUS by 7 (6
# after his armour: 3 lives, all he has): he is defeated and lies where
# he fell (the x) for the rest of the turn and the next BUG turn.  In the
# next turn TOR plays first and pays a CONTINUE for RAY: 3 coins (house
# CONTINUE card: 3 5 8 12 16 20), split: TOR's 2 coins and 1 of RAY's.
# RAY reappears at the second free ON POWERUP in reading order (9,2)
# with full lives, ammo and reaction points, and since he has not played
# this turn he gets 2 actions.  The next CONTINUE costs 5.
go
order ray
rig 1 5 5 5
attack ahead
show
end
end
order tor
continue ray 2
end
state bb.0.stats bb.1.stats fig.00 misc
