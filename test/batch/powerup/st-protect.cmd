# args: powerup --seed 7 --players ana,ray --scenario st-protect.ini
# Story rules protect and bugs_target = npcs (mission 3's: defend PDR):
# the BUGGIE placed beside PDR is dizzy in turn 1; in turn 2 it goes for
# PDR before any BUGBUSTER (the NPCs are its PRIMARY TARGET) and reaching
# him kills him: the mission is lost, and so is the campaign.
go
order ana
end
end
state result story
