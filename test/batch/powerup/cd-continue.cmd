# args: powerup --seed 3 --players ray,tor --scenario cd-continue.ini --option reactions=never
# Turn 2 shows a Trick played at any time: Thief Buggie, drawn first,
# cannot be used yet; Ambush then puts a BUGGIE next to RAY, and the
# Thief Buggie strikes at once (2 of RAY's coins, 10 -> 8).  Then
# CONTINUE: the BIGBUG beats RAY by 9 (8 hits through his armour: 3
# lives) and RAY lies defeated.  TOR pays the first CONTINUE (3 coins,
# from the house list 3 5 8 ...; TOR 10 -> 7): RAY comes back at a free
# ON POWERUP with full lives, ammo and RP, and 2 actions since he has
# not played this turn; the next CONTINUE costs 5.
go
order ray
end
rig 6 6 6 1
end
order tor
continue ray
state bb.0.stats bb.1.stats fig.00 misc
