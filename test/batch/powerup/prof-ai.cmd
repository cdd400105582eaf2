# args: powerup --seed 1 --players ray,tor --scenario prof-turret.ini
# The AI BUGBUSTERs with professions (normal level): RAY, with the most
# ammo, picks Turret Builder; TOR, a melee fighter, picks Brawler (the
# ENGINEER sheet is RAY's).  In his turn RAY builds the turret at once
# (the BUGGIE is in a line from where it will stand) and fires it at no
# AP cost.
ai normal
ai normal
state prof*
go
order ray
ai normal
ai normal
state turret bb.0.stats
