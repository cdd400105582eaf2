# args: megapulse --seed 2 --players x-350=human,falcon=human
# The secret selection: both cars choose at once; a seat's view shows its
# own choice and of the other only whether it is still choosing (the
# panel's "still choosing:" line) until both have chosen, then all cards
# are revealed (the rival's pair under the cars' lines).  Rejected choices name the rule.
select superbomb superbomb
select superbomb warpjump
select superbomb
select superbomb subfocus
@x-350 select rapidshift sidethrust
@falcon show
@x-350 show
@falcon race
@falcon select sidethrust rapidshift
@falcon show
