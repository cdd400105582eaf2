# args: powerup --seed 3 --players pam,ray --scenario lab.ini
# Square types and allies: PAM walks into RAY (RAY decides: pass, so she
# goes over him to the square beyond), the automatic stairs carry her up
# 2 squares for free, she walks off the top
# (she could act once during the fall, but lands) and falls 2 squares
# (1 life) onto a POWERUP, and chooses her facing after the fall.  Next
# turn (Creeper: moves cost 2) she walks onto a gateway, travels to
# gateway 2 (which gets the OFF marker), back to gateway 1 (the marker
# moves there: drawn (x)), and has no action left.
go
order pam
move right
pass
move right
move right
land
done
face right
end
end
order pam
move right
gate 2
gate 1
gate 2
show
