# args: megapulse --scenario ./lab-branchend.ini --seed 1 --players x-350=human,falcon=human,ss-ultra=human --option order=seats --option track=canyon --option side=a --option laps=2
# The finish with cars on both ways of a shortcut.  The SS-Ultra crosses
# START for its last lap: the race ends with this round.  The X-350 at the
# end of the canyon (row 12) and the Falcon near the end of the way round
# the mesa (row 22) only repair.  The Falcon has driven more rows, but the
# X-350 has less left to START (17 rows against 19): it is second.
# (The table's "progress" is the lap by the shortest way less what is
# left.)
select nitrospeed rapidshift
@falcon select nitrospeed rapidshift
@ss-ultra select nitrospeed rapidshift
repair
play nitrospeed
option a
play rapidshift
option b
@falcon repair
@falcon play nitrospeed
@falcon option a
@falcon play rapidshift
@falcon option b
@ss-ultra race
@ss-ultra play nitrospeed
@ss-ultra option a
@ss-ultra play rapidshift
@ss-ultra option b
