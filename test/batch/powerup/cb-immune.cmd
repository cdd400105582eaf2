# args: powerup --seed 6 --players mai,ray --scenario cb-immune.ini
# Protections: hit but not hurt, pushed all the same.  MAI's katana is a
# piercing weapon: she beats the BLOB 6 to 3, but the BLOB is protected
# against piercing weapons: no life lost, pushed 3 squares (3,2 -> 6,2).
# RAY's rifle hits the BUGDOZER (protected against ranged attacks) 4
# times: no damage, pushed 4 squares (3,5 -> 7,5).
go
order mai
rig 5 5 3 2 3
attack ahead
end
rig 5 5 2
shoot ahead
state fig.05 fig.06
