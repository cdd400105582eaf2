# args: powerup --seed 3 --players ray,bugmistress --scenario bm-bugs.ini --option reactions=never
# The BUG actions of the BUGMISTRESS (Being the BUGMISTRESS, the BUG
# action table and the BUG sheets): BUGs placed this turn are dizzy; an
# advance goes the way the BUG faces (1 action), a flip costs 1, a jump 2;
# a BUGGIE walking into another's square stacks with it (TEAM 4) and
# walks out again at will; the flying BATBUG moves any way but never
# jumps; the BICEFALUS (BACKEYE) strikes RAY behind it without paying a
# flip (it turns to him as it strikes),
# and once it has attacked it may attack again (2 attacks on its sheet)
# but not move.  Figures: 3 BICEFALUS, 4 and 5 BUGGIES, 6 BATBUG.
go
bug 4 move left
end
end
state fig.03 fig.04 fig.05 fig.06
bug 4 attack behind
rig 1 1 1
bug 3 attack behind
bug 3 move left
bug 3 flip
state fig.00 fig.03
bug 4 move right
bug 5 move left
state fig.04 fig.05
bug 5 move left
bug 4 jump ahead
bug 4 flip
state fig.04 fig.05
bug 6 jump ahead
bug 6 move down
bug 6 move left
bug 6 shoot ahead
state fig.06
end
