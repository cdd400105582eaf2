# args: powerup --seed 9 --players ray,pam --scenario mv-stack.ini
# Walking over heads: RAY jumps up and ahead onto PAM's head (she holds
# him up).  When PAM walks (a moonwalk left, then right) RAY rides along
# on top; when she walks under the platform, the drum standing on it
# blocks RAY, who stays behind and falls 1 square (free).
go
order ray
jump up
end
move left
move right
move right
