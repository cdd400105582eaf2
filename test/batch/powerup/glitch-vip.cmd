# args: powerup --seed 3 --players pam --scenario glitch.ini
# The GLITCH carries VIPs: VIP 1 boards it from the square beside it (one of
# its two moves a turn), cannot walk while aboard, rides along when PAM
# flies it, cannot step out into the void, and steps out beside it.
go
npc 1 left
npc 1 board
npc 1 board
npc 1 right
move left
done
board
fly left
npc 1 leave left
show
npc 1 leave right
npc 1 board
end
npc 1 board
fly right
npc 1 leave right
show
