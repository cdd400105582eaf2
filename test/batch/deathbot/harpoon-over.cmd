# args: deathbot --scenario ./harpoon-over.ini --seed 1 --players red=human,blue=human --option bots=training --option first=red
# The harpoon pull crosses a belt: red at 1,3 harpoons blue at 4,3; the
# pull drags blue over the belt at 3,3 (running north), which does not
# carry it during the pull, and blue ends next to red at 2,3, off the
# belt.
attack ranged
state blue.at red.at
