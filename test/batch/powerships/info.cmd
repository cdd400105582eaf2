# args: powerships --seed 1
# info: the full texts behind the screen.  "info" alone says what the
# decision at hand is (the start roll, the choice of a start, the dice
# rules with this ship's figures, what each heading does now); an
# option's command says what taking it does; a kind of hex, a body and
# the buoy order are explained from the tiles file's [texts] and the
# track.  Mars and Mercury are told apart.
info
info buoys
roll
info
info place c ne
info mars
info mercury
info jupiter
info purple
info 2x
info arrow
info dust
info finish
info buoy 2
place c e
info
info add
info toggle 1
info remove 1
roll add
info
info move left
info turn straight
info add
info xyz
