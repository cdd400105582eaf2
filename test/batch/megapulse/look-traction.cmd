# args: megapulse --scenario ./lab-traction.ini --seed 1 --players ss-ultra=human,equinox=human --option order=seats
# look in words in a curve (see ex-traction.cmd): the SS-Ultra at b10
# drifts right on every space it drives and meets the outer wall (1
# damage, then straight on); the Equinox at a7 drives into the curve.
look ss-ultra
look equinox
