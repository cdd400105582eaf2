# args: powerup --seed 3 --players ray,tor --scenario cd-warp.ini --option reactions=never
# Warp (1 RP) teleports a BUGBUSTER to an ON POWERUP of the player's
# choice, which goes OFF without another coming ON (and no store visit).
# The prompt offers every free ON POWERUP, for RAY or for TOR; a square
# without one is refused; RAY warps TOR, cornered by the BURP at 11,2,
# to the POWERUP at 4,2.  (In the BUG turn, Acid Vomit destroyed TOR's
# axe: a BUGBUSTER next to a BURP.)
go
order ray
help
play 1 5,2 tor
play 1 4,2 tor
state bb.0.stats bb.1.gear board.02 fig.01
