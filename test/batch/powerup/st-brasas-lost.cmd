# args: powerup --seed 1 --players ray,bugmistress --scenario ../../../scenarios/powerup/story/5-brasas.ini --option reactions=never
# Story mission 5, the three BRASAS (played alone, its own file): ROM
# must live.  In turn 2 the BUGMISTRESS turns the BRASAS nearest ROM
# (figure 3, two squares from her) round and it spits fire at her: ROM
# (figure 4) dies and the mission is lost at once.
go
end
end
bug 3 flip
bug 3 shoot ahead
state fig.04 result
