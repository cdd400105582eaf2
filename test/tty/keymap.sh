#!/bin/sh
# Key bindings from $XDG_CONFIG_HOME/tabletty/tabletty.ini: a rebound key
# works; a file with an error is reported as file:line and ignored.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
cfg="$TTY_DIR/config/tabletty/tabletty.ini"
printf '[keys]\nmessages = F5 C-x\n[ui]\nai_pause = 0\n' >"$cfg"
tty_play -- play "$game" --seed 1
tty_keys C-x
tty_wait "^Messages \(oldest first\)" || tty_fail "C-x bound to messages did not open them"
tty_keys q
tty_wait '\? help' || tty_fail "the message history did not close"
tty_keys M
tty_wait "[Tt]he key M does nothing" || tty_fail "M still opens the messages after rebinding"
tty_stop
printf '[keys]\nhelp = ?\nfly = x\n' >"$cfg"
tty_play -- play "$game" --seed 1
tty_wait "tabletty.ini:3: unknown action" || tty_fail "no file:line error for a bad settings file"
tty_keys '?'
tty_wait "^Help: " || tty_fail "the default keys do not work after a bad settings file"
tty_pass "$game: rebound keys work, a bad settings file is reported and ignored"
