# args: powerup --seed 1 --players ana,ray,pnk,mac --scenario dm-home.ini
# RAY touches the fallen BLU robot while MAC stands on its home square:
# it teleports to the free square of the base nearest home, and lying
# anywhere on its base it is home (it used to count as fallen there, be
# touched home again after every command, and stall the game).
state dm.robot.* fig.05
end
state dm.robot.* fig.05
end
