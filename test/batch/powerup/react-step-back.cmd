# args: powerup --seed 7 --players ray --scenario cb-react.ini
# The rulebook's reaction example: a BIGBUG surprises RAY and, next to
# him, declares a melee attack.  RAY spends 1 reaction point (the BUG's
# attack has speed 0, so nothing is paid first) to take a step back, out
# of reach: the attack is carried out and lost (it was the BIGBUG's one
# attack of the turn, so it does nothing more).  RAY has 3 RP before and
# 2 after.  (He steps onto a POWERUP: its store opens and closes.)
go
end
react move left
done
show
