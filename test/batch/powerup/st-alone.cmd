# args: powerup --seed 1 --players ana --scenario ../../../scenarios/powerup/story/6-exodus.ini
# A Story mission loaded alone (EXODUS, the file of mission 6) gets the
# set-up it has in the campaign: its four named scientists on their
# squares (ADA BEN CLIO GUS, figures 4-7), its own POWERUPs (10,5 and
# 11,5, ON), the first decision naming the mission and its goal, and its
# title, story and goal told when it begins.  The team starts as the
# mission file says (what a campaign would carry in is at its default:
# no coins, no cards, the sheets' own equipment).
help
state fig.04 fig.05 fig.06 fig.07 board.05 bb.0.stats story
go
state phase story
