# args: powerup --seed 1 --players tor,ray --scenario prof.ini
# Acrobat (SCOUT, house data: cheap jump cost 1): a jump costs 1 AP
# instead of 2.  With Creeper in play every move costs double, so TOR's
# jump over the BIGBUG costs him 2 AP (4 without the ability).
ability acrobat
ability bulwark
go
order tor
jump ahead
state bb.0.stats fig.00
