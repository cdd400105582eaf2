# args: powerup --seed 1 --players ray,tor --scenario prof.ini
# The commands of the keys H and T name nobody and no line.  'heal'
# heals the most hurt of oneself and the partners next to one: TOR,
# unhurt beside RAY at 2 lives, heals RAY, in two turns.  (The
# prof-heal transcript's opening, then 'heal'.)
ability adrenaline
ability field-medic
go
order ray
rig 1 5 2 2
attack ahead
pass
done
end
heal
state fig.00 prof.1
end
rig 5 2 2 1
pass
order ray
end
heal
state fig.00
