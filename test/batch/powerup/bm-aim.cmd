# args: powerup --seed 3 --players ray,tor,bugmistress --scenario bm-aim.ini --option reactions=never
# The BUG cards whose text gives the BUGMISTRESS a choice (BUG cards):
# Metal Corrosion takes 1 ammo from each BUGBUSTER or 3 from one she
# names (RAY: 5 to 2), Mortal Gas 1 reaction point from each or 2 from one
# (TOR: 2 to 0); Ambush puts its BUGGIES beside the BUGBUSTER she names
# (TOR, on the one free square); Evolution grows the BUGGIE she names
# (figure 6, not figure 5, nor the VIP).
go
play 1 ray
play 1 tor
state bb.0.stats bb.1.stats
end
order ray
end
end
play 1 zed
play 1 tor
state fig.07
play 1 4
play 1 6
state fig.05 fig.06
end
