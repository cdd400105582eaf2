# args: powerup --seed 682866917 --players 1
# look in words where a single key killed ANA (Save the VIPs): at 2,5 she
# hears the acid two squares ahead; one step on, that the next step goes
# into the acid and kills her.  The squares around, the BUGs (out of
# sight), the nearest ON POWERUP and the VIPs.
go
look
move right
look
