# args: powerup --seed 1 --players ray,tor --scenario prof-turret.ini --option reactions=always
# The turret fires inside a reaction window too: its builder may fire it
# whenever a decision asks him, at no reaction point.  RAY builds it and
# ends his turn; in the BUG turn the BUGGIE comes next to him and the
# window opens (the BUGGIE stands on the turret's own square, the board
# shows T3 under it); RAY fires the turret right at the BIGBUG, is
# refused a shot to the left (he stands in that line), then lets the
# window go.
ability turret-builder
ability bulwark
go
order ray
build
end
end
show
turret right
turret left
pass
