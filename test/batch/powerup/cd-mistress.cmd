# args: powerup --seed 3 --players tor --scenario cd-mistress.ini --option reactions=never
# Kill the BUGMISTRESS with one BUGBUSTER: she starts with one BURP less
# than usual (none here) and is a SPAWN point herself.  She turns to
# face TOR; his Hypno Ray turns her round again and TOR turns to face
# her back: she is immune to attacks from behind, so she still rolls
# her dice.  TOR beats her by 12 (10 through her 2 armour: 4
# lives): she dies at her first level and comes back VERY ANGRY, with
# new lives and stats, on her square (killed, she is not pushed).  At
# the next BUG turn she neither regenerates nor spawns any more, and
# she attacks TOR (next to her: in melee).
go
play 1 6,2
flip
rig 6 6 6 6 1 1 2
attack ahead
state bb.0.stats fig.01
end
state fig.*
