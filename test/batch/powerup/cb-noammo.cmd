# args: powerup --seed 6 --players pam,ray --scenario cb-noammo.ini
# Equipment destroyed when its condition happens: a shotgun is destroyed
# when its owner runs out of ammo.  PAM hands RAY 5 of her 6 ammo, then
# fires her last one (at the BUGGIE an Ambush put next to her): she runs
# out during the attack, so the shotgun is
# destroyed and the attack is not carried out (no dice rolled).  RAY
# equips his spare shotgun and hands all his 10 ammo to PAM: his shotgun
# is destroyed at once, outside any attack.
go
order pam
give ray ammo 5
shoot ahead
end
equip shotgun
give pam ammo 10
state bb.0.gear bb.0.stats bb.1.gear bb.1.stats
