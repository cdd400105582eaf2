# args: powerup --seed 12 --players ray --scenario react.ini
# RAY's reaction: the BURP next to him declares a melee attack; RAY
# spends 1 reaction point (BUG attacks have speed 0) to step back (onto a
# POWERUP, whose store he closes), and the attack is lost.  RAY has 3 RP
# at the start and 2 after.
go
end
react move left
done
show
