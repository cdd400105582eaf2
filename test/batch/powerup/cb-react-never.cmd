# args: powerup --seed 6 --players ray --scenario cb-roll.ini --option react-ray=never
# Reaction windows, "never": the BATBUG takes aim at RAY and shoots at
# once; nobody is asked.
go
end
