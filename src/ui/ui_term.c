/*
 * ui_term.c - the terminal: start/stop ncurses, colours, signals, reading
 * keys (and naming those the key table does not) and drawing single cells.
 *
 * Signal handlers only set flags.  ui_key() blocks in getch() (no polling);
 * a signal interrupts the read (handlers are installed without SA_RESTART)
 * and a hung-up terminal makes getch() fail, so the loop always notices and
 * never spins.  The signal flags (and the test hook's cut log, opened once
 * at start) are the only mutable globals of src/ui.
 *
 * Every byte crosses an SSH link: the cursor stays hidden and is never
 * parked after an update (leaveok), and grey uses the 16-colour bright
 * black, which looks the same as 256-colour grey in a shorter sequence.
 */
#include <curses.h>
#include <errno.h>
#include <langinfo.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <term.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>
#include "ui_int.h"

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define UI_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define UI_ASAN 1
#endif

/* How long a table's frame waits for the answer to its look (ms). */
#define UI_OWED_MS 150

static volatile sig_atomic_t ui_sig_hup;	/* SIGHUP or SIGTERM */
static volatile sig_atomic_t ui_sig_int;
static SCREEN *ui_screen;
/* TABLETTY_CUTLOG: where ui_cut_report writes (tests only). */
static FILE *ui_cutlog;
/* For a crash: the terminal modes from before ncurses and the bytes that
 * leave its screen, written by the handler with async-signal-safe calls. */
static struct termios ui_tio;
static bool ui_tio_saved;
#if !defined(UI_ASAN)
static char ui_crash_seq[96];
static size_t ui_crash_len;
#endif

static const int ui_sig_end[] = {
	SIGQUIT, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGVTALRM, SIGPROF,
#ifdef SIGPOLL
	SIGPOLL,
#endif
#ifdef SIGPWR
	SIGPWR,
#endif
#ifdef SIGSTKFLT
	SIGSTKFLT,
#endif
};

static void ui_on_signal(int sig)
{
	if (sig == SIGINT)
		ui_sig_int = 1;
	else
		ui_sig_hup = 1;
}

#if !defined(UI_ASAN)
static void ui_on_crash(int sig)
{
	if (ui_tio_saved)
		tcsetattr(STDIN_FILENO, TCSANOW, &ui_tio);
	if (ui_crash_len && write(STDOUT_FILENO, ui_crash_seq, ui_crash_len) < 0)
		ui_crash_len = 0;
	signal(sig, SIG_DFL);
	raise(sig);
}
#endif

/* Remember how to give the terminal back if the program crashes.  Not
 * under AddressSanitizer, which reports crashes through its own handler. */
static void ui_crash_prepare(void)
{
#if !defined(UI_ASAN)
	static const int sigs[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTRAP, SIGSYS };
	static const char *const caps[] = { "rmcup", "cnorm", "sgr0" };

	for (size_t i = 0; i < sizeof caps / sizeof caps[0]; i++) {
		const char *c = tigetstr(caps[i]);

		if (c && c != (char *)-1 && ui_crash_len + strlen(c) + 3 < sizeof ui_crash_seq) {
			memcpy(ui_crash_seq + ui_crash_len, c, strlen(c));
			ui_crash_len += strlen(c);
		}
	}
	memcpy(ui_crash_seq + ui_crash_len, "\r\n", 2);
	ui_crash_len += 2;
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		signal(sigs[i], ui_on_crash);
#endif
}

void ui_signals_install(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = ui_on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;	/* no SA_RESTART: a signal interrupts getch() */
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	/* every other signal whose default is to end the program ends it the
	 * same way: the game saved, the terminal given back (Ctrl-\ too) */
	for (size_t i = 0; i < sizeof ui_sig_end / sizeof ui_sig_end[0]; i++)
		sigaction(ui_sig_end[i], &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
	signal(SIGXFSZ, SIG_IGN);	/* a write past ulimit -f fails with EFBIG instead */
}

/* Extended palette: 256-colour numbers for orange and purple; grey is
 * bright black (8) and brown the 16-colour "yellow" (brown in the classic
 * palette), which look like 244 and 130 in shorter sequences. */
static const short ui_pal256[CC_NCOLOUR] = {
	-1, COLOR_RED, COLOR_GREEN, COLOR_YELLOW, COLOR_BLUE, COLOR_MAGENTA, COLOR_CYAN,
	COLOR_WHITE, 208, 129, 8, COLOR_YELLOW
};
/* 8-colour fallback (grey and brown get A_DIM, see ui_colour_attr). */
static const short ui_pal8[CC_NCOLOUR] = {
	-1, COLOR_RED, COLOR_GREEN, COLOR_YELLOW, COLOR_BLUE, COLOR_MAGENTA, COLOR_CYAN,
	COLOR_WHITE, COLOR_YELLOW, COLOR_MAGENTA, COLOR_WHITE, COLOR_YELLOW
};

static void ui_colours_init(struct ui *ui)
{
	const char *nc = getenv("NO_COLOR");
	bool wide;

	ui->colour = false;
	if ((nc && *nc) || !has_colors() || start_color() == ERR)
		return;
	use_default_colors();
	wide = COLORS >= 256 && COLOR_PAIRS > CC_NCOLOUR;
	for (int i = 1; i < CC_NCOLOUR && i < COLOR_PAIRS; i++)
		init_pair((short)i, wide ? ui_pal256[i] : ui_pal8[i], -1);
	ui->colour = true;
}

static bool ui_term_usable(struct tt_err *err)
{
	const char *term = getenv("TERM");

	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		return tt_errf(err, "standard input and output must be a terminal; "
			       "use `tabletty play GAME --plain` for lines of text, or "
			       "`tabletty batch GAME` to play without a screen") == 0;
	if (!term || !*term || strcmp(term, "dumb") == 0)
		return tt_errf(err, "TERM=%s cannot move the cursor", term ? term : "") == 0;
	return true;
}

/* Some terminfo entries name the keypad's middle row and column as extended
 * keys (kb1 = keypad left, ...): make them directions too. */
static void ui_keypad_extended(struct front_keymap *km)
{
	static const struct { const char *cap; enum front_act act; } kp[] = {
		{ "kb1", FA_LEFT }, { "kb3", FA_RIGHT }, { "ka2", FA_UP }, { "kc2", FA_DOWN },
	};

	for (size_t i = 0; i < sizeof kp / sizeof kp[0]; i++) {
		char *seq = tigetstr(kp[i].cap);
		int k, j;

		if (seq == NULL || seq == (char *)-1 || (k = key_defined(seq)) <= 0)
			continue;
		for (j = 0; j < FRONT_KEYS_PER_ACT && km->key[kp[i].act][j] && km->key[kp[i].act][j] != k; j++)
			;
		if (j < FRONT_KEYS_PER_ACT)
			km->key[kp[i].act][j] = k;
	}
}

/* In application keypad mode the digits of a keypad with Num Lock on come
 * as ESC O p..y; terminfo names only some of them.  Teach ncurses the rest
 * as the digits they are (a digit is a direction unless an option uses it). */
static void ui_keypad_digits(void)
{
	char seq[4] = "\033Op";

	for (int d = 0; d <= 9; d++) {
		seq[2] = (char)('p' + d);
		if (key_defined(seq) == 0)
			define_key(seq, '0' + d);
	}
}

/* One write(2) a frame.  ncurses 6.4 collects a frame in its own buffer
 * (not stdio's: setvbuf on stdout changes nothing) and writes it at the
 * end of doupdate(), but until the program has once left and re-entered
 * curses mode it also flushes after every cursor motion (lib_mvcur.c:
 * _nc_mvcur flushes while SCREEN._endwin is ewInitial, which only a
 * doupdate() after endwin() changes).  So a frame left in one write a
 * row or less.  Leave and re-enter at once, before anything is on the
 * screen and before the cursor and keypad modes are set (each of them
 * would be sent again on the way back): it costs one alternate-screen
 * round trip the terminal does not show, and from then on each frame
 * is one write. */
static void ui_term_running(void)
{
	endwin();
	doupdate();
}

int ui_term_start(struct ui *ui, struct tt_err *err)
{
	char *cup;

	if (!ui_term_usable(err))
		return -1;
	ui_tio_saved = tcgetattr(STDIN_FILENO, &ui_tio) == 0;
	ui_screen = newterm(NULL, stdout, stdin);
	if (!ui_screen)
		return tt_errf(err, "unknown terminal type TERM=%s", getenv("TERM"));
	if (getenv("TABLETTY_CUTLOG") && *getenv("TABLETTY_CUTLOG") && !ui_cutlog)
		ui_cutlog = fopen(getenv("TABLETTY_CUTLOG"), "a");
	ui_check_start();
	cup = tigetstr("cup");
	if (cup == NULL || cup == (char *)-1) {
		ui_term_stop();
		return tt_errf(err, "this terminal cannot move the cursor");
	}
	ui_crash_prepare();
	ui_term_running();
	ui->utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	ui_keypad_extended(&ui->km);
	ui_keypad_digits();
	set_escdelay(25);
	curs_set(0);
	leaveok(stdscr, TRUE);
	ui_colours_init(ui);
	return 0;
}

void ui_term_stop(void)
{
	if (!ui_screen)
		return;
	curs_set(1);
	endwin();
	if (ui_cutlog)
		fclose(ui_cutlog);
	ui_cutlog = NULL;
	delscreen(ui_screen);
	ui_screen = NULL;
}

/* Has the terminal hung up?  (poll without waiting) */
static bool ui_tty_dead(void)
{
	struct pollfd pfd = { STDIN_FILENO, POLLIN, 0 };
	int r = poll(&pfd, 1, 0);

	if (r < 0)
		return errno != EINTR;
	return (pfd.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/* getch() that also wakes for the table's socket (ui->net_on): ERR on
 * timeout or a signal, UI_KEY_NET when the table sent a frame. */
static int ui_key_table(struct ui *ui, int ms)
{
	for (;;) {
		struct pollfd p[2] = { { STDIN_FILENO, POLLIN, 0 }, { ui->net_fd, POLLIN, 0 } };
		int k, r;

		timeout(0);
		k = getch();
		if (k != ERR || !ui->net_on)
			return k;
		r = poll(p, 2, ms);
		if (r < 0 && errno == EINTR && !ui_sig_hup && !ui_sig_int)
			continue;	/* a resize: getch() has KEY_RESIZE now */
		if (r <= 0)
			return ERR;
		if ((p[1].revents & (POLLIN | POLLHUP | POLLERR)) && ui->net_read(ui->net_ctx))
			return UI_KEY_NET;
		if (p[0].revents & (POLLHUP | POLLERR | POLLNVAL))
			return ERR;
		if (p[0].revents & POLLIN) {
			timeout(ms);
			return getch();
		}
	}
}

/* Blocking read that notices signals and a dead terminal. */
int ui_key(struct ui *ui, int ms)
{
	int tries = 0;

	for (;;) {
		int k;

		if (ui_sig_hup) {
			ui->stop = UI_STOP_HUP;
			return UI_KEY_STOP;
		}
		if (ui_sig_int) {
			ui_sig_int = 0;
			return UI_KEY_INT;
		}
		errno = 0;
		/* a read that waits for a person (a replay playing by itself
		 * waits for one too, with a timeout) */
		if ((ms < 0 || (ms > 0 && ui->where)) && tries == 0 && !(ui->net_on && ui->frame_owed))
			ui_check_wait(ui->where);
		if (ui->net_on && ui->frame_owed) {
			/* the frame waits for the table's answer to its look: a
			 * busy table (an AI thinking) gets UI_OWED_MS, then the
			 * screen is drawn with what there is */
			k = ui_key_table(ui, ms < 0 || ms > UI_OWED_MS ? UI_OWED_MS : ms);
			if (k == ERR && !ui_sig_hup && !ui_sig_int) {
				ui->frame_owed = false;
				ui->frame_late = true;
				return UI_KEY_NET;
			}
		} else if (ui->net_on) {
			k = ui_key_table(ui, ms);
		} else {
			timeout(ms);
			k = getch();
		}
		if (k != ERR || ms >= 0)
			return k;
		/* Blocking read failed: a signal (look at the flags again), a
		 * spurious wake-up after one, or the terminal is gone (EOF,
		 * EIO, hang-up): never loop on a dead terminal. */
		if (ui_sig_hup || ui_sig_int)
			continue;
		if (ui_tty_dead() || ++tries > 100) {
			ui->stop = UI_STOP_HUP;
			return UI_KEY_STOP;
		}
	}
}

int ui_colour_attr(const struct ui *ui, int fg, int attr)
{
	int a = 0;

	if (attr & CA_BOLD)
		a |= A_BOLD;
	if (attr & CA_REVERSE)
		a |= A_REVERSE;
	if (attr & CA_DIM)
		a |= A_DIM;
	if (attr & CA_UNDERLINE)
		a |= A_UNDERLINE;
	if (ui->colour && fg > 0 && fg < CC_NCOLOUR && fg < COLOR_PAIRS) {
		a |= COLOR_PAIR(fg);
		if (COLORS < 256 && (fg == CC_GREY || fg == CC_BROWN))
			a |= A_DIM;
	}
	return a;
}

void ui_put_cell(const struct ui *ui, int y, int x, const struct canvas_cell *c)
{
	int a = ui_colour_attr(ui, c->fg, c->attr);
	wchar_t w[2] = { 0, 0 };
	cchar_t cc;

	if (ui->utf8 && c->ch > 127 && wcwidth((wchar_t)c->ch) == 1) {
		w[0] = (wchar_t)c->ch;
		setcchar(&cc, w, (attr_t)(a & ~A_COLOR), (short)PAIR_NUMBER(a), NULL);
		mvadd_wch(y, x, &cc);
		return;
	}
	/* without UTF-8 the cell's ASCII stand-in wins (an ASCII glyph may
	 * fill a cell the Unicode one leaves blank: "->" for "→ ") */
	if (!ui->utf8 && (unsigned char)c->ascii > 32 && (unsigned char)c->ascii < 127)
		w[0] = (wchar_t)c->ascii;
	else if (c->ch > 0 && c->ch < 127 && c->ch >= 32)
		w[0] = (wchar_t)c->ch;
	else
		w[0] = (unsigned char)c->ascii >= 32 && (unsigned char)c->ascii < 127
		       ? (wchar_t)c->ascii : ' ';
	mvaddch(y, x, (chtype)w[0] | (chtype)a);
}

void ui_cut_report(const char *where, const char *text)
{
	if (!ui_cutlog)
		return;
	fprintf(ui_cutlog, "%s: %s\n", where, text);
	fflush(ui_cutlog);
}

/* Columns of one character here (a byte that does not decode counts 1). */
static int ui_char_width(const char *s, mbstate_t *ms, int *cw)
{
	wchar_t wc;
	size_t n = mbrtowc(&wc, s, strlen(s), ms);

	if (n == (size_t)-1 || n == (size_t)-2 || n == 0) {
		int k = 1;

		memset(ms, 0, sizeof *ms);
		while (((unsigned char)s[k] & 0xc0) == 0x80)
			k++;
		*cw = -1;	/* shown as one '?' */
		return k;
	}
	*cw = wcwidth(wc);
	return (int)n;
}

int ui_char_cols(const char *s, int *bytes)
{
	mbstate_t ms;
	int cw;

	memset(&ms, 0, sizeof ms);
	*bytes = ui_char_width(s, &ms, &cw);
	return cw < 0 ? 1 : cw;
}

int ui_str_width(const char *s)
{
	mbstate_t ms;
	int col = 0;

	memset(&ms, 0, sizeof ms);
	while (*s) {
		int cw;

		s += ui_char_width(s, &ms, &cw);
		col += cw < 0 ? 1 : cw;
	}
	return col;
}

/* Put a UTF-8 string at y,x clipped to w columns. */
int ui_put_str(int y, int x, int w, int attr, const char *s)
{
	const char *all = s;
	mbstate_t ms;
	int col = 0;

	memset(&ms, 0, sizeof ms);
	move(y, x);
	attrset(attr);
	while (*s && col < w) {
		int cw, n = ui_char_width(s, &ms, &cw);

		if (cw < 0) {
			/* not printable here (e.g. UTF-8 under LANG=C): one '?'
			 * for the whole character */
			addch('?');
			s += n;
			col++;
			continue;
		}
		if (col + cw > w)
			break;
		addnstr(s, n);
		s += n;
		col += cw;
	}
	attrset(A_NORMAL);
	while (*s == ' ')
		s++;
	if (*s)
		ui_cut_report("screen", all);
	return col;
}

int ui_name_colour(const char *name)
{
	static const char *const names[CC_NCOLOUR] = {
		"", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
		"orange", "purple", "grey", "brown"
	};

	for (int i = 1; i < CC_NCOLOUR; i++)
		if (strcmp(name, names[i]) == 0)
			return i;
	return CC_DEFAULT;
}

bool ui_too_small(void)
{
	char msg[80];
	int y;

	if (COLS >= UI_MIN_W && LINES >= UI_MIN_H)
		return false;
	erase();
	snprintf(msg, sizeof msg, "enlarge the terminal to %dx%d (now %dx%d)", UI_MIN_W, UI_MIN_H,
		 COLS, LINES);
	y = LINES / 2;
	ui_put_str(y, 0, COLS, A_BOLD, msg);
	refresh();
	return true;
}

void ui_cursor(bool on)
{
	char *cap = tigetstr(on ? "cnorm" : "civis");

	/* ncurses keeps the mode it set last (the hidden cursor of the start)
	 * and gives the cursor back at the end whatever this did */
	if (cap && cap != (char *)-1)
		putp(cap);
}

/* Wipe the screen and the terminal's scrollback (curtain). */
void ui_clear_scrollback(void)
{
	/* the scrollback's erase (xterm's E3) goes into ncurses' buffer,
	 * so that it leaves with the cleared screen in one write; in the
	 * alternate screen the clear adds nothing to a scrollback */
	putp("\033[3J");
	erase();
	clearok(curscr, TRUE);
	refresh();
}

/* The key table (src/front) names keys by ncurses' numbers. */
_Static_assert(FK_DOWN == KEY_DOWN && FK_UP == KEY_UP && FK_LEFT == KEY_LEFT &&
	       FK_RIGHT == KEY_RIGHT && FK_HOME == KEY_HOME && FK_BACKSPACE == KEY_BACKSPACE &&
	       FK_F0 == KEY_F0 && FK_DC == KEY_DC && FK_IC == KEY_IC && FK_SF == KEY_SF &&
	       FK_SR == KEY_SR && FK_NPAGE == KEY_NPAGE && FK_PPAGE == KEY_PPAGE &&
	       FK_ENTER == KEY_ENTER && FK_A1 == KEY_A1 && FK_A3 == KEY_A3 && FK_B2 == KEY_B2 &&
	       FK_C1 == KEY_C1 && FK_C3 == KEY_C3 && FK_BTAB == KEY_BTAB && FK_END == KEY_END &&
	       FK_SLEFT == KEY_SLEFT && FK_SRIGHT == KEY_SRIGHT,
	       "src/front/front.h's key numbers are ncurses' own");

/* Extended keypad keys by their place on the keypad. */
static const char *ui_kp_name(const char *name)
{
	static const char *const map[][2] = {
		{ "kb1", "KP4" }, { "kb3", "KP6" }, { "ka2", "KP8" }, { "kc2", "KP2" },
	};

	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
		if (strcmp(name, map[i][0]) == 0)
			return map[i][1];
	return name;
}

void ui_key_name(int key, char *buf, size_t cap)
{
	if (!front_key_name(key, buf, cap) && keyname(key))
		snprintf(buf, cap, "%s", ui_kp_name(keyname(key)));
}
