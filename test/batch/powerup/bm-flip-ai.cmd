# args: powerup --seed 3 --players ray,tor,bugmistress=ai:hard --scenario bm-flip2.ini --option reactions=never
# Kill the BUGMISTRESS: her AI at hard flips tiles too, at most one in
# each of her turns, where a flip tried on a copy of the game keeps the
# BUGBUSTERs further from her or hurts them, and only then.  RAY and TOR
# stand below her; the only way up is the ladder at the right of the
# bottom-left tile (column 2): she flips that tile, and the ladder goes
# to column 0, further from them.  Next turn no flip gains anything: none.
state board.05
go
state misc board.05
order ray
end
end
state misc
