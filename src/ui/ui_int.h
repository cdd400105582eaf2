/*
 * ui_int.h - private interface of the ncurses front end (src/ui/).
 *
 * Only files in src/ui include this header and <curses.h>.  One struct ui
 * carries everything the screens share (terminal capabilities, key map,
 * message log, scratch buffers for views and prompts); it is allocated
 * once by the front end's start (ui_main.c).  The only globals are the signal flags in ui_term.c.
 */
#ifndef UI_INT_H
#define UI_INT_H

#include <stdbool.h>
#include "engine.h"
#include "io.h"
#include "session.h"
#include "../front/front.h"

#define UI_LOG_MAX 500
#define UI_LOG_W 400
#define UI_MIN_W 80
#define UI_MIN_H 24
#define UI_PANEL_W 26

/* Why the program should stop (ui->stop). */
enum { UI_RUN = 0, UI_STOP_QUIT = 1, UI_STOP_HUP = 2 };

/* Returned by ui_key when the terminal is gone or a signal asks to stop. */
#define UI_KEY_STOP (-2)
/* Returned by ui_key once after SIGINT (Ctrl-C): ask before quitting. */
#define UI_KEY_INT (-3)
/* Returned by ui_key when the table sent a new frame (ui->net_on). */
#define UI_KEY_NET (-4)

struct ui_log {
	char line[UI_LOG_MAX][UI_LOG_W];
	bool err[UI_LOG_MAX];
	int n;			/* lines ever added (ring index = n % max) */
	int mark;		/* the frame shows lines from here on */
	int start;		/* first line of the game on screen */
	int back;		/* Ctrl-P: lines stepped back from the newest (0 = live) */
};

struct ui {
	const struct front_end *fe;	/* front_screen (ui_main.c): the menu
					 * starts its games on it */
	bool utf8, colour;
	int stop;			/* UI_RUN or why to stop */
	bool debug;
	struct front_keymap km;
	struct ui_log log;
	/* scratch, large: one of each is enough */
	struct tt_view view;
	struct tt_prompt prompt;
	struct tt_out out;
	/* board viewport offset kept between frames, and the focus it
	 * followed last (focus_set false: start of a game) */
	int ox, oy;
	int fx, fy;
	bool focus_set;
	/* the player moved the view by hand (the pan keys): it stays there
	 * until the focus moves or the centre key; recentre: the next frame
	 * centres on the focus and what the view keeps with it */
	bool panned, recentre;
	int pox, poy;			/* the view before the pan keys moved it */
	int vw, vh;			/* the board viewport on the last frame */
	char undo_text[100];		/* last undo figure shown */
	int legend;			/* the board's legend: 0 where it fits
					 * under the board, 1 always, -1 never */
	struct canvas legend_cv;	/* and its cells */
	bool legend_shown;		/* on the last frame */
	int games;			/* games started in this run */
	int after;			/* what the end of the game on screen
					 * asked for (enum front_after) */
	/* command-line history */
	char hist[32][CMD_MAXLINE];
	int nhist;
	const char *where;		/* what waits for the next key ("game"), for
					 * the test hook ui_check_wait */
	/* a joined table: ui_key reads its socket while it waits for keys */
	bool net_on;
	int net_fd;
	bool (*net_read)(void *ctx);	/* true: a new frame to draw */
	void *net_ctx;
	/* a game frame was not drawn because the table's answer to its
	 * look is on the way (frame_owed), or came too late to wait for
	 * again (frame_late: draw what there is); see ui_draw_frame */
	bool frame_owed, frame_late;
	/* the tables directory, found before the screen started (a squatted
	 * /tmp/tabletty-UID is told then): "" with why in tables_err */
	char tables_dir[IO_PATH_MAX];
	char tables_err[TT_ERR_MAX];
	char tables_note[TT_ERR_MAX + 300];	/* why it is not the usual one */
	char farewell[600];		/* printed once the screen is gone */
};

/* ui_term.c: terminal, colours, signals, keys, cells. */
int ui_term_start(struct ui *ui, struct tt_err *err);
void ui_term_stop(void);
void ui_signals_install(void);
/* Next key, blocking (ms < 0) or waiting ms; ERR on timeout, UI_KEY_STOP
 * when a signal or a dead terminal ends the program (ui->stop set),
 * UI_KEY_INT after SIGINT. */
int ui_key(struct ui *ui, int ms);
void ui_put_cell(const struct ui *ui, int y, int x, const struct canvas_cell *c);
/* Put a UTF-8 string at y,x clipped to w columns; returns the columns
 * used.  A string that does not fit is reported to the cut log. */
int ui_put_str(int y, int x, int w, int attr, const char *s);
/* Columns a UTF-8 string takes on this terminal. */
int ui_str_width(const char *s);
/* Columns of the first character of s; *bytes gets its length. */
int ui_char_cols(const char *s, int *bytes);
/* Test hook: report text the screen could not show whole (TABLETTY_CUTLOG
 * names the file; nothing happens without it). */
void ui_cut_report(const char *where, const char *text);
/* Split text into rows of at most w columns at spaces (a word longer
 * than w is split); fills start offsets and lengths, returns the rows. */
int ui_wrap_rows(const char *text, int w, int *off, int *len, int max);
/* The words of text (separated by blanks) that fit w columns, then
 * " +N more" for the rest. */
void ui_fit_words(const char *text, int w, char *out, size_t cap);
int ui_colour_attr(const struct ui *ui, int fg, int attr);
int ui_name_colour(const char *name);
/* Terminal too small: show the message and return true. */
bool ui_too_small(void);
void ui_clear_scrollback(void);
/* Show or hide the cursor with the next frame (in its write: curs_set
 * would write at once, a packet of its own). */
void ui_cursor(bool on);

/* ui_check.c: test hooks (TABLETTY_SYNC, TABLETTY_CHECKLOG; see there). */
void ui_check_start(void);
/* A blocking read of a key is next (where: "game" in a game's loop). */
void ui_check_wait(const char *where);
bool ui_check_on(void);
/* After a frame: is every figure of v on the board in the viewport (ox,
 * oy, bw x bh), or marked at its edge (marked[i] for mark i)? */
void ui_check_figures(const struct tt_view *v, int ox, int oy, int bw, int bh,
		      const bool *marked);
/* The marks the view keeps (Powerships' next buoy): each in sight, too far
 * from the focus to fit with it, or (a bug) lost though it fits while the
 * view follows the focus. */
void ui_check_keep(const struct tt_view *v, int ox, int oy, int bw, int bh, bool following);

/* ui_term.c: a key's name (the terminal's own for a key the table does not name). */
void ui_key_name(int key, char *buf, size_t cap);

/* ui_log.c: the message log. */
void ui_log_add(struct ui *ui, bool err, const char *fmt, ...) TT_PRINTF(3, 4);
/* Add every line of a text block (tt_out). */
void ui_log_text(struct ui *ui, const char *text);
int ui_log_count(const struct ui *ui);
/* Start a new batch: the frame shows only lines added from now on. */
void ui_log_mark(struct ui *ui);
/* Lines added since the mark (at most what the ring holds). */
int ui_log_since_mark(const struct ui *ui);
/* Lines of the game on screen (since ui_log_game). */
int ui_log_in_game(const struct ui *ui);
/* A new game: M and Ctrl-P show only its lines from now on. */
void ui_log_game(struct ui *ui);
const char *ui_log_get(const struct ui *ui, int back, bool *err);

/* ui_draw.c: the game frame. */
struct ui_frame {
	const struct front_src *src;
	int viewer, sel;
	bool overview;
	const char *status;	/* extra text for the status row or NULL */
	const char *prompt_over;	/* replaces the prompt row, or NULL */
	bool ai_turn;		/* an AI seat is about to move by itself */
};
/* Rows the message log has in the current layout. */
int ui_log_rows(void);
void ui_draw_frame(struct ui *ui, const struct ui_frame *f);
/* The pan keys: move the board's view a third of it (dx, dy: -1, 0, 1);
 * it stays there until the focus moves or the centre key. */
void ui_pan(struct ui *ui, int dx, int dy);
/* The centre key: a view moved by hand goes back where it followed the
 * game; else the view centres on the focus and what it keeps. */
void ui_centre(struct ui *ui);

/* ui_pager.c: full-screen text, questions. */
/* Page through text (lines end with newlines), from its end if at_end. */
void ui_pager(struct ui *ui, const char *title, const char *text, bool at_end);
/* Ask a yes/no question on the bottom row; true on y. */
bool ui_ask(struct ui *ui, const char *question);
/* A page that asks: text with foot (the choices) on the last row; returns
 * the key of keys that was pressed, or 'q' (q, Esc, the end). */
int ui_pager_choose(struct ui *ui, const char *title, const char *text, const char *foot,
		    const char *keys);
/* ui_help.c: the help page of decision p (mine: this terminal decides it;
 * sel the highlighted option). */
void ui_help(struct ui *ui, const struct front_src *src, const struct tt_prompt *p, bool mine,
	     int sel);
void ui_history(struct ui *ui);

/* ui_cmdline.c: the `:` command line.  Returns true with line filled, or
 * false when cancelled. */
bool ui_cmdline(struct ui *ui, const struct front_src *src, const struct tt_prompt *p, char *line,
		size_t cap);
/* Complete line in place (tab); returns the number of candidates and
 * fills list with up to a screen line of them. */
int ui_complete(const struct front_src *src, const struct tt_prompt *p, char *line, size_t cap,
		char *list, size_t listcap);

/* ui_game.c: one game on screen. */
/* Play a game from src until quit or hang-up.  The game is autosaved
 * (src's save with arg NULL) whenever it waits for a human, when it ends,
 * on quit and on hang-up. */
void ui_play(struct ui *ui, const struct front_src *src);

/* ui_menu.c */
#define UI_LIST_W 100
void ui_menu(struct ui *ui);
/* A list to choose from: the index, or -1 for back (or quit). */
int ui_choose(struct ui *ui, const char *title, const char *const *items, int n);

/* ui_table.c: a terminal at a table. */
struct net_host;
struct net_entry;
/* Join table in dir at seat with code (seat NULL: watch) and play; h
 * (the host's, or NULL) has the codes to show.  0 or -1 with err. */
int ui_table_join(struct ui *ui, const char *dir, const char *table, const char *seat,
		  const char *code, const struct net_host *h, struct tt_err *err);
/* Open a table (its own process), then sit at its first human seat. */
int ui_table_host(struct ui *ui, struct net_host *h, struct tt_err *err);
/* The menu's "Join a table" (or `tabletty join` without a seat). */
int ui_table_choose(struct ui *ui, const char *table, struct tt_err *err);
/* The tables directory of this user's settings; 0 or -1 with err. */
int ui_table_dir(struct ui *ui, char *dir, size_t cap, struct tt_err *err);
/* Find it before the screen starts: 0, or -1 with err; a note (the
 * fallback for a squatted directory) goes to stderr and the log. */
int ui_table_dir_find(struct ui *ui, struct tt_err *err);
/* This account's running tables (at most cap): how many, or -1 with err. */
int ui_table_mine(struct ui *ui, struct net_entry *e, int cap, struct tt_err *err);
/* Sit again at one of them as its host, or end it (end true); the host's
 * code comes from the codes file, or in restricted mode (one account for
 * strangers) from the player.  0, or -1 with err. */
int ui_table_mine_do(struct ui *ui, const struct net_entry *e, bool end, char *msg, size_t cap,
		     struct tt_err *err);

/* ui_replay.c */
/* Watch a save (slot name or path) move by move; 0 or -1 with err. */
int ui_replay(struct ui *ui, const char *arg, struct tt_err *err);

#endif
