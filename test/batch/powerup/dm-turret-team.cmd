# args: powerup --seed 2 --players ana,ray,pnk,tor --scenario dm-team4.ini
# The turret never shoots its own team: ANA builds it at 3,2 and walks
# past it; to the left her partner PNK is the first figure in its line,
# and the shot is refused.
ability turret-builder
ability bulwark
ability brawler
ability acrobat
end
build
move right
move right
turret left
state turret fig.00 fig.02
