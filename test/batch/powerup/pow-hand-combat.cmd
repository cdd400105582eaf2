# args: powerup --seed 3 --players ray --scenario pow-hand.ini --option reactions=never
# The POW! hand limit in combat: RAY holds 4 cards and his melee roll
# shows two POW! faces, so he is to draw two cards.  Each draw waits for
# a discard first: he discards Adrenalyn and draws Armory, then is asked
# again, discards Ammo Found and draws Overcharge.  No draw is lost.
go
rig 6 6 1 1 2
attack ahead
state bb.0.hand pend.*
discard 1
state bb.0.hand pend.*
discard 1
state bb.0.hand deck.powdisc
