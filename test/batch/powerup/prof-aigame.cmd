# args: powerup --seed 5 --players ray=ai:normal,tor=ai:normal,pam=ai:normal --scenario dimensional-portal --option professions=on
# A whole Arcade game (Dimensional Portal) with professions on, played by
# three AI BUGBUSTERs against the automatic BUGs to its end: they chose
# their abilities at the start.  The final result and sheets:
state result prof* turret
