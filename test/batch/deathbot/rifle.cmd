# args: deathbot --scenario ./rifle.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# The rulebook's attack example: red's Armor Piercing Rifle (RNG 3) hits
# blue one space up and one to the right (2 spaces orthogonally, clear
# sight).  The rifle's damage (2) ignores armor, so red splits it.  Then a
# shot at 5 spaces is refused and one at exactly 3 spaces hits.
show
attack ranged
damage ranged melee
end
move e e e
end
attack ranged
move e e
attack ranged
damage movement 2
state blue.armor blue.movement blue.ranged blue.melee blue.at red.at
