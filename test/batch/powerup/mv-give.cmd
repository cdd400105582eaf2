# args: powerup --seed 12 --players ray,pam --scenario flat.ini
# Handing over (1 AP each, to a partner next to you): RAY gives PAM his
# assault rifle (she now carries it; it leaves his equipped slot), then
# 1 coin; giving what he does not carry, or more coins than he has, is
# refused.
go
order ray
give pam rifle
give pam rifle
give pam coins 9
give pam coins 1
