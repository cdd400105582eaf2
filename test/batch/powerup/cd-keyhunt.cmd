# args: powerup --seed 3 --players ray --scenario cd-keyhunt.ini --option reactions=never
# Hidden Keys: a BUG that sees no BUGBUSTER makes for the secret tokens
# (its PRIMARY TARGET here).  The BUGGIE on the lower band walks to the
# token at 6,5 and keeps the key A it hides (secret 1), then heads for
# the nearest gateway (a map portal, 3,5): when it gets there with the
# key, the BUGs win.
go
end
end
state fig.02
end
end
