# args: powerup --seed 9 --players ray,pam,tor --scenario mv-terrain.ini
# Ladders: RAY climbs 3 squares up (onto a POWERUP) and 1 down, 1 AP
# each.  Spikes: PAM walks onto them, loses 1 life and is pushed to the
# side she picks (not down: the floor is there).  Automatic stairs: PAM
# moonwalks onto them (and a POWERUP there) and they carry her up 2
# squares for free; then TOR steps on and they carry him up only 1
# square, PAM being in the square above.
go
order ray
move up
move up
move up
done
move down
end
order pam
move right
done
move right
side down
side left
move left
move left
done
end
move right
