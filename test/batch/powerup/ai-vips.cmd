# args: powerup --scenario save-the-vips --seed 33 --players ray,tor,pam
# The AI plan for Save the VIPs (normal level).  Two VIPs wait on the
# bottom row at 1,8 and 2,8, the third on the middle row at 1,5: that
# third one climbs down the ladder at x=0 to join the others (two moves
# a turn: left, down; then down, down), so the group has only two ways
# in for a BUG, the square right of it (3,8, where TOR stands) and the
# ladder square above it (0,7).  TOR holds his square and only turns to
# face the BUGs; the others hunt.
go
order ray
hint
ai normal
hint
ai normal
state
end
order tor
hint
ai normal
