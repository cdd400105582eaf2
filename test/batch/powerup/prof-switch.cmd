# args: powerup --seed 1 --players tor,ray --scenario prof.ini
# A POWERUP's gifts and turning the sheet.  RAY (Salvager, ENGINEER:
# 2 ammo on entering an ON POWERUP) moonwalks onto the POWERUP at 0,2:
# he gains 2 ammo (5 -> 7, above his maximum), then is asked whether to
# turn his sheet to its other side (info says what it does); only the
# other ability of his own sheet is accepted.  He turns it to Turret
# Builder, then the store opens as usual.
ability scrounger
ability salvager
go
order ray
move left
state bb.1.stats prof.1
info
ability brawler
ability salvager
ability turret-builder
state prof.1
done
