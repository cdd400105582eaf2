# args: powerup --seed 3 --players ray,bugmistress --scenario bm-stairs.ini --option reactions=never
# Stairs carry whoever steps onto them upwards by themselves (the
# obstacle with the yellow stairs, Basics), but a step down them is not
# carried back up, for a BUG as for a BUGBUSTER: the BUGGIE (figure 3,
# placed at the start, so dizzy in turn 1) on the floor above the stairs
# goes down them a square an action in turn 2, then in turn 3 steps off
# them and falls to the floor below, beside them.
go
end
end
state fig.03
bug 3 move down
state fig.03
bug 3 move down
state fig.03
end
end
bug 3 flip
bug 3 move right
state fig.03
