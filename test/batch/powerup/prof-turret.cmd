# args: powerup --seed 1 --players ray,tor --scenario prof-turret.ini
# The machine-gun turret (house values in professions.ini: build 2 AP on
# the free floor square ahead, up to 3 of the builder's ammo, range 6,
# 1 white and 1 yellow die a shot).  RAY (Turret Builder) builds it at
# 3,2: 3 of his 5 ammo go into it.  One turret at a time: a second build
# is refused, and so is TOR's (no engineering ability); look tells RAY's
# ability and where the turret stands.  RAY fires it at
# no AP cost: not left (RAY himself is in the line), right at the
# BUGGIE (3 hits: destroyed), right at the BIGBUG (3 hits, 1 after its
# armour: 1 life, pushed 3 squares to 11,2), then right again is refused
# (the BIGBUG is 8 squares away, the range is 6).  Next turn the BIGBUG
# has come back within range; the third shot destroys it and the turret,
# out of ammo, is gone; RAY may build a new one.
ability turret-builder
ability bulwark
go
order ray
turret right
build
build
state turret bb.0.stats
look
turret left
rig 2 3
turret right
rig 2 3
turret right
turret right
state turret bb.0.stats fig.05
show
end
build
turret right
end
order ray
show
rig 5 5
turret right
state turret
build
state turret bb.0.stats
