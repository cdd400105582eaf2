# args: powerup --scenario save-the-vips --seed 11 --players ray,tor,pam
# A BUG next to a VIP is taken on at once (normal level).  In the first
# BUG turn the Teleport card drops a BUGGIE at 0,8, beside the VIP at
# 1,8; it would kill that VIP in the next BUG turn.  Explosive Gas is in
# play (no shots).  TOR, holding the square right of the VIPs at 3,8,
# turns round and walks through the two VIPs (a BUGBUSTER trades places
# with an ally for one action) to stand beside the BUGGIE, then strikes.
go
order tor
hint
ai normal
hint
ai normal
hint
ai normal
hint
ai normal
state bb.1.stats fig.02 fig.07 fig.08
