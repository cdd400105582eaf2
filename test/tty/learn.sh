#!/bin/sh
# Learn to play (issue 31): the first Powerships lesson, reached from the
# menu and played by keys alone to its end.  Each step's box says what to
# do and highlights its option; one wrong but legal move (= keeps the
# dice where the step rolls) is explained and taken back; a lesson left
# with Q is taken up again by Continue at the same step; Q leaves the
# finished lesson and the list moves on to the next lesson.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
tty_start --
tty_wait "Choose a game" || tty_fail "no menu"
tty_keys Down Down Down Down Down Down Down Down
tty_wait "=> Learn to play" || tty_fail "no Learn to play in the menu"
tty_keys Enter
tty_wait "Learn to play: which game" || tty_fail "Learn to play does not ask for the game"
tty_keys Enter
tty_wait "=> 1\. Speed and headings \(4 min\)" || tty_fail "the Powerships lessons are not listed"
tty_screen | grep -q "A first game against the computer (easy), hints on" || tty_fail "no first game offered"
tty_keys Enter
tty_wait "Lesson 1 of 3: Speed and headings - step 1 of 8" || tty_fail "the lesson did not start"
tty_wait "\[[0-9]*/36\] e, nose e" || tty_fail "step 1 does not highlight the lesson's start"
tty_keys Enter
tty_wait "step 2 of 8" || tty_fail "taking the start did not end step 1"
tty_screen | grep -q "Press a to add" || tty_fail "step 2 does not say what to do"
tty_keys a
tty_wait "step 3 of 8" || tty_fail "a did not end step 2"
# left and taken up again: Continue goes on at the same step
tty_keys Q
tty_wait "Quit\\? The game is saved first" || tty_fail "Q in a lesson did not ask"
tty_keys y
tty_wait "=> 2\\. Buoys" || tty_fail "leaving the lesson did not go back to its list"
tty_keys Escape
tty_keys Escape
tty_wait "Choose a game" || tty_fail "Esc did not lead back to the menu"
tty_keys Up Up Up Up Up Up Up Up Up Up Up Up	# to the top (the list does not wrap)
tty_keys Down Down Down Down Enter
tty_wait "Powerships.*grand-tour" || tty_fail "Continue does not list the lesson's game"
tty_keys Enter
tty_wait "Lesson 1 of 3: Speed and headings - step 3 of 8" || tty_fail "Continue did not take the lesson up at step 3"
tty_keys =	# legal (keep the dice), but this step rolls
tty_wait "taken back, not this step's move: now roll" || tty_fail "the wrong move was not explained"
tty_screen | grep -q "step 3 of 8" || tty_fail "the wrong move changed the step"
tty_screen | grep -q "\[2/2\] roll 1 die" || tty_fail "the wrong move was not taken back (or its roll not highlighted again)"
tty_keys Enter
tty_wait "You rolled a 2: your speed is 2" || tty_fail "the rigged roll of step 3 did not come"
tty_keys w
tty_wait "step 5 of 8" || tty_fail "flying straight did not end step 4"
tty_keys a
tty_wait "step 6 of 8" || tty_fail "a did not end step 5"
tty_keys 1
tty_wait "step 7 of 8" || tty_fail "1 did not end step 6"
tty_keys Enter
tty_wait "3 and 3: speed 6" || tty_fail "step 7's roll is not 3 and 3"
tty_keys q
tty_wait "Speed and headings - done" || tty_fail "the last move did not finish the lesson"
tty_screen | grep -q "You flew all six hexes" || tty_fail "the last step's result is not told"
tty_keys Q
tty_wait "Quit\\?" || tty_fail "Q did not ask"
tty_keys y
tty_wait "Choose a game|=> 2\. Buoys" || tty_fail "leaving the finished lesson did not go back"
tty_pass "lesson 1 played by keys to its end, one wrong move taken back"
