# args: powerup --seed 37 --players ray=ai:normal,tor=ai:normal,pam=ai:normal
# A whole Arcade game (Save the VIPs) played by three AI BUGBUSTERs
# against the automatic BUGs, to the end.  The final board:
show
