# args: powerup --campaign story --seed 9 --players ana=ai:normal,ray=ai:normal,pnk=ai:normal
# The Story campaign as bundled, played whole by three AI BUGBUSTERs
# against the automatic BUGs: mission 1 (every BUGBUSTER onto a POWERUP,
# then the store and a POW! card each), mission 2 (the BUGGIES and PDR),
# mission 3 (PDR defended), mission 4 (the BLOB), mission 5 (the three
# BRASAS and ROM), each opened and closed by its story text, then
# mission 6 (EXODUS), where they cannot get the scientists through
# before the corridor's house limit of 8 rounds: the campaign ends there
# as a defeat.  What the team carried into mission 6:
state story story.carry.0 story.carry.1 story.carry.2 result
