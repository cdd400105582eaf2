# args: powerup --seed 19 --players ray=ai,tor=ai,bugmistress=human
# A whole Arcade mission (Save the VIPs) with a person as the
# BUGMISTRESS, her every command scripted, against two AI BUGBUSTERs:
# she pays cards for SPAWN points, activates sheets, spawns, plays her
# cards and moves her BUGs until a BUG reaches a VIP in turn 7 and the
# BUGs win.  The AI seats move by themselves between her lines.
play 1
play 1
bug 3 move left
end
pay 1
spawn buggie
spawn buggie
spawn buggie
play 1
end
play 1
play 1
bug 4 move left
bug 8 move left
bug 9 jump ahead
end
pay 2
activate bugdozer
spawn buggie
spawn buggie
pay 1
bug 8 jump ahead
bug 9 jump ahead
end
pay 1
play 1
bug 4 move left
bug 8 move left
bug 9 jump ahead
bug 10 jump ahead
end
pass	# her Trick window: it opens on public facts
pass	# her Trick window: it opens on public facts
pay 2
spawn buggie
play 1
play 1
play 1
bug 4 jump ahead
bug 10 jump ahead
end
pay 1
spawn buggie
play 1
bug 3 jump ahead
bug 4 move left
bug 4 jump up
bug 8 move left
bug 8 attack ahead
state result bm
