# args: powerup --seed 9 --players tor --scenario mv-push.ini
# Enemies are pushed only in combat, through whatever they bump: walking
# into the BIGBUG is refused.  TOR hits it from behind (no defence roll)
# with 2 hits: 1 through its armour costs it 1 life, and the 2 hits push
# it 2 squares.  The BUGGIE it bumps moves with it until it reaches the
# acid at 7,2, where the push stops and it dissolves.  The BUGGIE on that
# one's head rides along 1 square, onto the ledge at 6,1, which then holds
# it up (a floor lies between them).
go
move right
rig 3 3 2 2
attack ahead
