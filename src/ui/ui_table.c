/*
 * ui_table.c - a terminal at a table: the game source that reads the
 * table's frames (struct net_conn), joining and hosting from the command
 * line and the menu.
 *
 * The screen is the same as for a local game (ui_game.c draws from a
 * struct front_src); here the source's prompt, view and undo figure are the
 * last ones the table sent, and a command line goes to the table.  `show`,
 * `save` and `quit` are answered on this terminal.  While the screen waits
 * for a key, ui_key also reads the table's socket and redraws on each
 * frame.
 */
#include <curses.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>
#include "net.h"
#include "registry.h"
#include "seats.h"
#include "ui_int.h"

struct ui_remote {
	struct ui *ui;
	struct net_conn c;
	bool host;		/* this terminal opened the table */
	char leave[120];	/* the question before leaving */
	bool batch;		/* log lines came since the last frame */
	bool news;		/* something to draw came in this read */
	char notice[TT_OUT_MAX];	/* a long answer to this terminal's question */
};

static void ui_remote_prompt(void *ctx, struct tt_prompt *p)
{
	struct ui_remote *r = ctx;
	const struct wire_screen *w = &r->c.ws;

	char who[TT_MAXSEATS * (2 * TT_NAME_MAX + 5)] = "";
	size_t n = 0;

	*p = w->prompt;
	if (p->seat < 0 || p->seat == w->me || p->seat >= w->setup.nseats)
		return;
	for (int i = 0; i < w->setup.nseats && n < sizeof who; i++) {
		int k = seats_person(&w->setup, i);	/* the person, then the character */

		if (!(p->waiting & (1u << i)) && i != p->seat)
			continue;
		n += (size_t)snprintf(who + n, sizeof who - n, k != i ? "%s%s (%s)" : "%s%s",
				      n ? ", " : "", w->setup.seat[k].name, w->setup.seat[i].name);
	}
	snprintf(p->keys, sizeof p->keys, "waiting for %s.  :say TEXT  :hint  M messages  ? help",
		 who);
}

static void ui_remote_view(void *ctx, int viewer, int sel, bool overview, struct tt_view *v)
{
	struct ui_remote *r = ctx;

	(void)viewer;
	net_look(&r->c, sel, overview);
	*v = r->c.ws.view;
}

static bool ui_remote_owed(void *ctx)
{
	return net_look_owed(&((struct ui_remote *)ctx)->c);
}

static void ui_remote_result(void *ctx, struct tt_result *res)
{
	struct ui_remote *r = ctx;

	*res = r->c.ws.result;
}

static void ui_remote_undo(void *ctx, int seat, char *buf, size_t cap)
{
	struct ui_remote *r = ctx;

	(void)seat;
	tt_strlcpy(buf, r->c.ws.undo, cap);
}

static int ui_remote_moves(void *ctx)
{
	return ((struct ui_remote *)ctx)->c.ws.moves;
}

/* save and quit are this terminal's; the rest goes to the table (show
 * too: the table answers with this seat's view). */
static int ui_remote_line(void *ctx, int seat, const char *line, struct tt_out *out,
			  struct tt_err *err)
{
	struct ui_remote *r = ctx;
	struct cmd c;
	size_t n;

	(void)seat;
	(void)out;
	if (cmd_parse(line, &c, err) < 0)
		return SESSION_REJECTED;
	if (c.argc == 0)
		return SESSION_OK;
	n = strlen(c.argv[0]);
	if (n >= 1 && strncmp(c.argv[0], "quit", n) == 0)
		return SESSION_QUIT;
	if (n >= 2 && strncmp(c.argv[0], "save", n) == 0) {
		tt_errf(err, "the table saves itself after every move");
		return SESSION_REJECTED;
	}
	net_send(&r->c, line);
	return SESSION_OK;
}

static const char *ui_remote_arg(void *ctx)
{
	(void)ctx;
	return "";
}

static int ui_remote_save(void *ctx, const char *arg, char *where, size_t cap,
			  struct tt_err *err)
{
	(void)ctx;
	(void)arg;
	if (where)
		tt_strlcpy(where, "the table (it saves after every move)", cap);
	(void)err;
	return 0;
}

static bool ui_remote_gone(void *ctx, char *why, size_t cap)
{
	struct ui_remote *r = ctx;

	if (r->c.gone)
		tt_strlcpy(why, r->c.why, cap);
	return r->c.gone;
}

static bool ui_remote_notice(void *ctx, char *buf, size_t cap)
{
	struct ui_remote *r = ctx;

	if (!r->notice[0])
		return false;
	tt_strlcpy(buf, r->notice, cap);
	r->notice[0] = '\0';
	return true;
}

static bool ui_table_ask(struct ui *ui, const char *question, char *buf, size_t cap);

static const char *ui_remote_leave(void *ctx)
{
	struct ui_remote *r = ctx;

	return r->leave[0] ? r->leave : NULL;
}

static const struct front_src_ops ui_remote_ops = {
	.leave = ui_remote_leave,
	.prompt = ui_remote_prompt,
	.view = ui_remote_view,
	.result = ui_remote_result,
	.undo = ui_remote_undo,
	.moves = ui_remote_moves,
	.line = ui_remote_line,
	.arg = ui_remote_arg,
	.ai = NULL,
	.save = ui_remote_save,
	.gone = ui_remote_gone,
	.notice = ui_remote_notice,
	.owed = ui_remote_owed,
};

static void ui_remote_log(void *ctx, int kind, const char *text)
{
	struct ui_remote *r = ctx;
	int lines = 0;

	if (!r->batch)
		ui_log_mark(r->ui);
	r->batch = true;
	r->news = true;
	for (const char *p = text; *p; p++)
		lines += *p == '\n';
	if (kind == WIRE_LOG_REPLY && lines > 3)
		tt_strlcpy(r->notice, text, sizeof r->notice);
	else if (kind == WIRE_LOG_ERR)
		ui_log_add(r->ui, true, "%s", text);
	else
		ui_log_text(r->ui, text);
}

/* ui_key's hook: read the socket; true when the screen should redraw. */
static bool ui_remote_read(void *ctx)
{
	struct ui_remote *r = ctx;
	int frames;

	net_flush(&r->c);
	r->news = false;
	frames = net_pump(&r->c, ui_remote_log, r);
	if (frames > 0)
		r->batch = false;
	if (frames < 0)
		r->ui->net_on = false;	/* nothing more to read */
	return frames != 0 || r->news;
}

static void ui_table_greet(struct ui *ui, const struct ui_remote *r, const struct net_host *h)
{
	const struct wire_screen *w = &r->c.ws;

	if (w->me >= 0 && h && h->code[w->me][0])	/* the host: its own code, to come back */
		ui_log_add(ui, false, "Table %s: you sit at %s, your own code %s. ? help, :say TEXT, "
			   ":who for the seats.", w->table, w->setup.seat[w->me].name, h->code[w->me]);
	else if (w->me >= 0)
		ui_log_add(ui, false, "Table %s: you sit at %s. Press ? for help, :say TEXT to "
			   "talk, :who for the seats.", w->table, w->setup.seat[w->me].name);
	else
		ui_log_add(ui, false, "Table %s: you are watching. :say TEXT to talk.", w->table);
	if (h && ui->tables_note[0])	/* the host's screen says where its tables went */
		ui_log_add(ui, true, "note: %s", ui->tables_note);
	for (int i = 0; h && i < w->setup.nseats; i++)
		if (h->code[i][0] && i != w->me)
			ui_log_add(ui, false, "%s joins with: tabletty join %s --seat %s --code %s",
				   w->setup.seat[i].name, w->table, w->setup.seat[i].name, h->code[i]);
}

/* Open table in dir; with a code to send to another account's table,
 * ask first (the announcement names the owner, checked against the
 * socket's listener).  0, 1 when the player said no, -1 with err. */
static int ui_table_open(struct ui *ui, struct net_conn *c, const char *dir, const char *table,
			 const char *seat, struct tt_err *err)
{
	char q[200];
	long pid;

	if (net_open(c, dir, table, err) < 0) {
		net_close(c);
		return -1;
	}
	if (!seat || c->ws.owner == (long)getuid())
		return 0;
	pid = c->peer_pid;
	/* the question may take longer than the table waits for a greeting */
	net_close(c);
	snprintf(q, sizeof q, "Table %s is %s's (uid %ld). Send your code for %s to %s?", table,
		 c->ws.owner_name, c->ws.owner, seat, c->ws.owner_name);
	if (!ui_ask(ui, q))
		return 1;
	snprintf(q, sizeof q, "%s", c->ws.owner_name);
	if (net_open(c, dir, table, err) < 0) {
		net_close(c);
		return -1;
	}
	if (c->peer_pid != pid || strcmp(c->ws.owner_name, q) != 0) {
		net_close(c);
		return tt_errf(err, "table %s changed hands while you were asked: nothing was sent",
			       table);
	}
	return 0;
}

/* Somebody sent wrong codes from this account (a login shared by
 * strangers): the table compares its next code in a few seconds.  Wait
 * them out, saying so; false when why is another refusal or the player
 * gave up (any key). */
static bool ui_table_slowed(struct ui *ui, const char *why)
{
	const char *p = strstr(why, "compares your next code in ");
	char msg[160];
	int s = p ? atoi(p + 27) : 0;

	if (s <= 0 || s > 60)
		return false;
	snprintf(msg, sizeof msg, "Wrong codes came from this account: the table takes yours in "
		 "%d s. Waiting (any key gives up).", s);
	move(LINES - 1, 0);
	clrtoeol();
	ui_put_str(LINES - 1, 0, COLS, A_BOLD, msg);
	refresh();
	return ui_key(ui, s * 1000 + 300) == ERR;
}

int ui_table_join(struct ui *ui, const char *dir, const char *table, const char *seat,
		  const char *code, const struct net_host *h, struct tt_err *err)
{
	struct ui_remote *r = calloc(1, sizeof *r);
	struct front_src src;
	char why[WIRE_TEXT_MAX];
	int rc;

	if (!r)
		return tt_errf(err, "out of memory");
	r->ui = ui;
	for (int tries = 0;; tries++) {
		rc = ui_table_open(ui, &r->c, dir, table, seat, err);
		/* the table's last lines come with its welcome: into this log */
		if (rc == 0 && net_greet(&r->c, seat, seat ? code : "watch", ui_remote_log, r, err) < 0) {
			net_close(&r->c);
			rc = -1;
		}
		if (rc >= 0 || tries == 3 || !ui_table_slowed(ui, err->msg))
			break;
	}
	if (rc != 0) {
		free(r);
		return rc < 0 ? -1 : 0;
	}
	memset(&src, 0, sizeof src);
	src.op = &ui_remote_ops;
	src.ctx = r;
	r->host = h != NULL;
	if (r->host)	/* the table does not end with this terminal: say so */
		snprintf(r->leave, sizeof r->leave, "Leave? The table plays on; end it from the "
			 "menu: Your running tables.");
	src.game = registry_find(r->c.ws.game);
	src.setup = &r->c.ws.setup;
	src.table = true;
	src.me = r->c.ws.me;
	if (!src.game) {
		net_close(&r->c);
		free(r);
		return tt_errf(err, "the table plays '%s', a game this tabletty does not know",
			       r->c.ws.game);
	}
	ui->net_on = true;
	ui->net_fd = r->c.fd;
	ui->net_read = ui_remote_read;
	ui->net_ctx = r;
	r->batch = false;
	ui_log_mark(ui);	/* the table's last lines are in M, the greeting on screen */
	ui_table_greet(ui, r, h);
	ui_play(ui, &src);
	ui->net_on = false;
	rc = ui_remote_gone(r, why, sizeof why) && ui->stop == UI_RUN
	     ? tt_errf(err, "table %s: %s", table, why) : 0;
	net_close(&r->c);
	free(r);
	return rc;
}

/* The table's own process: detached from the terminal, it serves the
 * table and exits.  Never returns. */
static void ui_table_serve(struct net_table *t)
{
	int fd = open("/dev/null", O_RDWR);

	if (fd >= 0) {
		dup2(fd, STDIN_FILENO);
		dup2(fd, STDOUT_FILENO);
		dup2(fd, STDERR_FILENO);
		if (fd > STDERR_FILENO)
			close(fd);
	}
	_exit(net_table_run(t) < 0 ? 1 : 0);
}

int ui_table_host(struct ui *ui, struct net_host *h, struct tt_err *err)
{
	struct net_table *t;
	pid_t pid;
	int st;

	if (ui_table_dir(ui, h->dir, sizeof h->dir, err) < 0)
		return -1;
	h->shared = ui->km.tables[0] != '\0';
	h->ai_pause_ms = ui->km.ai_pause_ms;
	if (net_host_open(h, &t, err) < 0)
		return -1;
	/* two forks: the table is nobody's child and outlives this terminal */
	pid = fork();
	if (pid == 0) {
		setsid();
		if (fork() == 0)
			ui_table_serve(t);
		_exit(0);
	}
	net_table_free(t, pid < 0);
	if (pid < 0)
		return tt_errf(err, "cannot start the table's process");
	waitpid(pid, &st, 0);
	if (h->first < 0)
		return ui_table_join(ui, h->dir, h->name, NULL, NULL, h, err);
	snprintf(ui->farewell, sizeof ui->farewell, "Table %s plays on without you.  Come back with\n"
		 "    tabletty join %s --seat %s --code %s\nEnd it from the menu's \"Your running "
		 "tables\" (e); it ends by itself\nwhen its game is over and everybody has left.\n",
		 h->name, h->name, h->setup.seat[h->first].name, h->code[h->first]);
	if (ui_table_join(ui, h->dir, h->name, h->setup.seat[h->first].name, h->code[h->first], h,
			  err) < 0) {
		ui->farewell[0] = '\0';
		return -1;
	}
	return 0;
}

int ui_table_dir_find(struct ui *ui, struct tt_err *err)
{
	ui->tables_err[0] = '\0';
	if (net_dir(ui->km.tables, ui->tables_dir, sizeof ui->tables_dir, ui->tables_note,
		    sizeof ui->tables_note, err) < 0) {
		ui->tables_dir[0] = '\0';
		tt_strlcpy(ui->tables_err, err->msg, sizeof ui->tables_err);
		return -1;
	}
	if (ui->tables_note[0])
		fprintf(stderr, "tabletty: note: %s\n", ui->tables_note);
	return 0;
}

int ui_table_dir(struct ui *ui, char *dir, size_t cap, struct tt_err *err)
{
	if (!ui->tables_dir[0] && !ui->tables_err[0] &&
	    net_dir(ui->km.tables, ui->tables_dir, sizeof ui->tables_dir, ui->tables_note,
		    sizeof ui->tables_note, err) < 0)
		tt_strlcpy(ui->tables_err, err->msg, sizeof ui->tables_err);
	if (!ui->tables_dir[0])
		return tt_errf(err, "%s", ui->tables_err);
	tt_strlcpy(dir, ui->tables_dir, cap);
	return 0;
}

/* Ask for a line of text on the bottom row; false when cancelled. */
static bool ui_table_ask(struct ui *ui, const char *question, char *buf, size_t cap)
{
	size_t n = 0;

	buf[0] = '\0';
	ui_cursor(true);
	for (;;) {
		int k;

		move(LINES - 1, 0);
		clrtoeol();
		ui_put_str(LINES - 1, 0, COLS, A_BOLD, question);
		ui_put_str(LINES - 1, (int)strlen(question) + 1, COLS, A_NORMAL, buf);
		refresh();
		k = ui_key(ui, -1);
		if (k == UI_KEY_STOP || k == UI_KEY_INT || k == 27)
			break;
		if ((k == '\r' || k == '\n' || k == KEY_ENTER) && n > 0) {
			ui_cursor(false);
			return true;
		}
		if ((k == KEY_BACKSPACE || k == 127 || k == 8) && n > 0)
			buf[--n] = '\0';
		else if (k > 32 && k < 127 && n + 1 < cap) {
			buf[n++] = (char)k;
			buf[n] = '\0';
		}
	}
	ui_cursor(false);
	return false;
}

/* Take a free seat of e (with its code) or watch. */
static int ui_table_seat(struct ui *ui, const char *dir, const struct net_entry *e,
			 struct tt_err *err)
{
	char item[TT_MAXSEATS + 1][UI_LIST_W], code[WIRE_CODE_MAX], q[80];
	const char *items[TT_MAXSEATS + 1];
	int n = 0, i;

	for (i = 0; i < e->nfree; i++) {
		snprintf(item[n], UI_LIST_W, "Sit at %s (needs its join code)", e->free_seats[i]);
		items[n] = item[n];
		n++;
	}
	snprintf(item[n], UI_LIST_W, "Watch (only what is public)");
	items[n] = item[n];
	n++;
	i = ui_choose(ui, e->name, items, n);
	if (i < 0)
		return 0;
	if (i == n - 1)
		return ui_table_join(ui, dir, e->name, NULL, NULL, NULL, err);
	snprintf(q, sizeof q, "Join code for %s:", e->free_seats[i]);
	if (!ui_table_ask(ui, q, code, sizeof code))
		return 0;
	return ui_table_join(ui, dir, e->name, e->free_seats[i], code, NULL, err);
}

int ui_table_choose(struct ui *ui, const char *table, struct tt_err *err)
{
	struct net_entry *e = calloc(NET_MAXTABLES, sizeof *e);
	char dir[IO_PATH_MAX], item[NET_MAXTABLES][UI_LIST_W];
	const char *items[NET_MAXTABLES];
	int n, i, rc = 0;

	if (!e)
		return tt_errf(err, "out of memory");
	if (ui_table_dir(ui, dir, sizeof dir, err) < 0) {
		free(e);
		return -1;
	}
	n = net_list(dir, e, NET_MAXTABLES);
	for (i = 0; table && i < n && strcmp(e[i].name, table) != 0; i++)
		;
	if (table && i == n)
		rc = tt_errf(err, "no table named %s is open", table);
	else if (n == 0)
		rc = tt_errf(err, "no table is open (tabletty host GAME opens one)");
	else if (table)
		rc = ui_table_seat(ui, dir, &e[i], err);
	else {
		for (i = 0; i < n; i++) {
			snprintf(item[i], UI_LIST_W, "%-20s %s%s%s", e[i].name, e[i].info,
				 e[i].owner != (long)getuid() ? "  by " : "",
				 e[i].owner != (long)getuid() ? e[i].owner_name : "");
			items[i] = item[i];
		}
		i = ui_choose(ui, "Join a table", items, n);
		if (i >= 0)
			rc = ui_table_seat(ui, dir, &e[i], err);
	}
	free(e);
	return rc;
}

int ui_table_mine(struct ui *ui, struct net_entry *e, int cap, struct tt_err *err)
{
	char dir[IO_PATH_MAX];
	int n, k = 0;

	if (ui_table_dir(ui, dir, sizeof dir, err) < 0)
		return -1;
	n = net_list(dir, e, cap);
	for (int i = 0; i < n; i++)
		if (e[i].owner == (long)getuid())
			e[k++] = e[i];
	return k;
}

int ui_table_mine_do(struct ui *ui, const struct net_entry *e, bool end, char *msg, size_t cap,
		     struct tt_err *err)
{
	char dir[IO_PATH_MAX], seat[TT_NAME_MAX], code[WIRE_CODE_MAX], q[80];

	if (ui_table_dir(ui, dir, sizeof dir, err) < 0)
		return -1;
	/* everybody at a shared login is this account: the program reads
	 * the codes file only for a player of their own account */
	if (io_restricted() || net_host_code(e->name, seat, sizeof seat, code, sizeof code, err) < 0) {
		if (!io_restricted())
			return -1;
		snprintf(q, sizeof q, "The host's seat at %s:", e->name);
		if (!ui_table_ask(ui, q, seat, sizeof seat))
			return 0;
		snprintf(q, sizeof q, "Its code:");
		if (!ui_table_ask(ui, q, code, sizeof code))
			return 0;
	}
	if (!end)
		return ui_table_join(ui, dir, e->name, seat, code, NULL, err);
	if (net_end(dir, e->name, seat, code, err) < 0)
		return -1;
	snprintf(msg, cap, "table %s ended; its game is saved (tabletty host --load table-%s)",
		 e->name, e->name);
	return 0;
}
