# args: powerup --seed 3 --players ray,tor,bugmistress --scenario bm-flip.ini --option reactions=never
# Kill the BUGMISTRESS: she may flip up to 3 tiles (house rules: a tile's
# other side is its mirror image, the figures and tokens stay; one flip in
# each of her turns).  Her prompt offers "flip" (key f: the top-scoring
# BUGBUSTER's tile, as the automatic BUGMISTRESS aims) and "flip X,Y"
# for each tile.  She flips the second tile (squares 3-5): its ladder
# moves from column 3 to column 5; a second flip in the same turn is
# refused.  Next turn "flip" takes the top-scoring BUGBUSTER's tile (a
# tie: RAY's, the first, at 4,2), flipping it back.
go
state board.00 board.02 misc
help
flip 4,1
state board.00 board.02 misc
flip 0,0
end
order ray
end
end
flip
state misc
