# args: powerup --seed 4 --scenario deathmatch-4 --players ana=human,ray=ai,pnk=human
# Three players on the 2v2 board: the rulebook lets one manage two
# characters.  A fourth seat is added for the team short of one (BLU):
# TOR, the first sheet nobody took, played by BLU's lone player RAY (here
# the AI, so TOR is the AI too).  ANA and PNK play RED.
state dm.seat*
end
end
end
end
state dm.seat* dm.order
