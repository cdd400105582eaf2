# args: powerships --seed 3
# 'state KEY...' prints only the lines of those keys; a prefix ends in '*';
# a key that matches nothing is an error (a transcript must not pass silently).
state phase finished ship.1.pos
state ship.0.h*
state no.such.key
