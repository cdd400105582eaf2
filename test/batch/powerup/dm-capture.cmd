# args: powerup --seed 1 --players ana,ray --scenario dm-tiny.ini
# Scoring: ANA picks up the BLU robot on her own base while the RED robot
# stands there: a capture; robots and BUGBUSTERs go home and every
# POWERUP comes back ON.  The second capture wins the game for RED.
# No BUG turn: the turn goes by initiative (RP left, then starting RP,
# then the INITIATIVE card drawn: dm.seat.N draw).
state dm.order dm.seat.*
pickup
state dm.score dm.robot.* result
end
end
state dm.order
pickup
state dm.score result
