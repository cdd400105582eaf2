# args: powerup --campaign story --seed 28 --players ana=ai:normal,ray=ai:normal,pnk=ai:normal
# The Story campaign as bundled, played whole by three AI BUGBUSTERs
# against the automatic BUGs, all eight missions to the end: mission 1
# (every BUGBUSTER onto a POWERUP, then the store and a POW! card each),
# mission 2 (the BUGGIES and PDR), mission 3 (PDR defended), mission 4
# (the BLOB), mission 5 (the three BRASAS and ROM), mission 6 (EXODUS:
# the scientists beamed out, GUS the last), mission 7 (the BURP: a BURP
# down, GUS out through a POWERUP) and mission 8 (the BOSS destroyed,
# with the BUGs left from mission 7), each opened and closed by its story
# text; then the campaign's ending: the campaign is complete (result 1
# in mission 8).  What the team carried into mission 8:
state story story.carry.0 story.carry.1 story.carry.2 result
