/*
 * net_cmd.c - what a terminal at a table may type, and the table's AI.
 *
 * Game commands, undo and `ai` (this decision) go to the session for the
 * terminal's own seat.  The table adds `say TEXT`, `who`, `ai rest
 * [LEVEL]` / `ai off` (the AI plays the seat until taken back) and a
 * `hint` judged from what the seat may see.  `help` lists the seat's own
 * options.  Nothing a terminal types shows it another seat's secrets:
 * `state` is refused in games with hidden information, `show`, `save`
 * and `quit` belong to the terminal itself, `rig` to batch games.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "net_tab.h"
#include "registry.h"
#include "table.h"

enum { NV_HELP, NV_SHOW, NV_STATE, NV_UNDO, NV_AI, NV_HINT, NV_SAVE, NV_QUIT, NV_RIG,
       NV_SAY, NV_WHO, NV_N };

static const struct cmd_verb net_verbs[NV_N] = {
	[NV_HELP] = { "help", "[VERB]", "what you may do now, or one command" },
	[NV_SHOW] = { "show", "", "the board as text" },
	[NV_STATE] = { "state", "[KEY...]", "the state as key=value lines" },
	[NV_UNDO] = { "undo", "", "take back your last command while nobody else has acted" },
	[NV_AI] = { "ai", "[LEVEL|rest [LEVEL]|off]", "the AI makes this decision; 'ai rest' "
		    "hands your seat to the AI until 'ai off'" },
	[NV_HINT] = { "hint", "", "what the AI would do here, from what you may see" },
	[NV_SAVE] = { "save", "", "the table saves itself after every move" },
	[NV_QUIT] = { "quit", "", "leave the table (your seat waits)" },
	[NV_RIG] = { "rig", "", "not at a table" },
	[NV_SAY] = { "say", "TEXT", "a line for everybody's log" },
	[NV_WHO] = { "who", "", "the seats and who sits at them" },
};

/* After an accepted move: save, tell everybody, let the AI go on. */
static void net_moved(struct net_table *t, const char *text)
{
	struct tt_err err;
	char msg[TT_ERR_MAX + 40];

	t->ai_stuck = false;
	if (net_save(t, &err) < 0) {
		snprintf(msg, sizeof msg, "error: the table could not save: %s", err.msg);
		net_say_all(t, msg);
	}
	net_say_all(t, text);
	net_ai_schedule(t);
	if (t->ai_due && t->prompt.hidden)	/* an AI's secret decision: before any */
		net_ai_step(t);			/* frame shows it was asked */
	net_frames(t);
}

/* The messages of a move for everybody: without the line "seat: CMD"
 * that `ai` prints first when the decision was a secret one. */
static const char *net_public(const char *text, bool secret_ai)
{
	const char *nl = strchr(text, '\n');

	return secret_ai && nl ? nl + 1 : text;
}

/* Where the history stands: changes with every accepted command, also
 * with a preview that replaced the one before it (same length). */
static uint64_t net_mark(const struct session *s)
{
	int n = session_nhist(s);
	const struct session_hist *h = session_hist(s, n - 1);
	uint64_t m = tt_fnv(TT_FNV_INIT, &n, sizeof n);

	return h ? tt_fnv(m, h->line, strlen(h->line)) : m;
}

/* A line for the session, as c's seat. */
static void net_play(struct net_table *t, struct net_client *c, const char *line, int v)
{
	uint64_t before = net_mark(t->s);
	int rc;
	struct tt_err err;
	char msg[TT_OUT_MAX / 4];
	bool secret;

	table_prompt(t->s, c->seat, &t->prompt);
	secret = t->prompt.hidden && v == NV_AI;
	tt_out_clear(&t->out);
	rc = session_line(t->s, table_acting(t->s, c->seat), line, &t->out, &err);
	if (rc == SESSION_REJECTED) {
		snprintf(msg, sizeof msg, "error: %s", err.msg);
		net_tell(t, c, WIRE_LOG_ERR, msg);
	} else if (net_mark(t->s) != before) {
		if (v == NV_UNDO)
			snprintf(msg, sizeof msg, "%s took back a command.", t->seats.seat[c->seat].name);
		else
			tt_strlcpy(msg, net_public(t->out.text, secret), sizeof msg);
		net_moved(t, msg);
	} else {
		net_tell(t, c, WIRE_LOG_REPLY, t->out.text);
	}
}

static void net_help(struct net_table *t, struct net_client *c)
{
	struct tt_out *o = &t->out;

	table_prompt(t->s, c->seat, &t->prompt);
	tt_out_clear(o);
	tt_outf(o, "%s\n", t->prompt.text);
	for (int i = 0; i < t->prompt.nopt; i++)
		tt_outf(o, "  %-20s %s\n", t->prompt.opt[i].cmd, t->prompt.opt[i].label);
	tt_outf(o, "%s commands:", t->ops->title);
	for (size_t k = 0; k < t->ops->nverbs; k++)
		tt_outf(o, " %s", t->ops->verbs[k].name);
	tt_outf(o, "\nat the table: say TEXT, who, hint, undo, ai, ai rest [LEVEL], ai off\n"
		"'help VERB' explains one command.\n");
	net_tell(t, c, WIRE_LOG_REPLY, o->text);
}

static void net_who_list(struct net_table *t, struct net_client *c)
{
	struct tt_out *o = &t->out;
	bool on[TT_MAXSEATS] = { false };

	for (int i = 0; i < t->ncl; i++)
		if (t->cl[i]->seat >= 0)
			on[t->cl[i]->seat] = true;
	tt_out_clear(o);
	tt_outf(o, "Table %s (%s):\n", t->name, t->ops->title);
	for (int i = 0; i < t->seats.nseats; i++) {
		const struct tt_seat *s = &t->seats.seat[i];

		if (s->with > 0 && s->with <= t->seats.nseats)	/* one person, two characters */
			tt_outf(o, "  %-10s played by %s's terminal", s->name, t->seats.seat[s->with - 1].name);
		else
			tt_outf(o, "  %-10s %s%s", s->name, !t->code[i][0] ? "computer" :
				on[i] ? "at the table" : "seat waits", s->ai && t->code[i][0] ?
				" (the AI plays it now)" : "");
		if (c->seat == t->host && t->code[i][0])
			tt_outf(o, "  code %s%s", t->code[i], i == t->host ? " (yours)" : "");
		tt_outf(o, "\n");
	}
	for (int i = 0; c->seat == t->host && i < t->seats.nseats; i++)
		if (t->code[i][0] && i != t->host)
			tt_outf(o, "%s joins with: tabletty join %s --seat %s --code %s\n",
				t->seats.seat[i].name, t->name, t->seats.seat[i].name, t->code[i]);
	net_tell(t, c, WIRE_LOG_REPLY, o->text);
}

static void net_say(struct net_table *t, struct net_client *c, const char *line)
{
	const char *p = line + strspn(line, " ");
	char msg[300];

	p += strcspn(p, " ");
	p += strspn(p, " ");
	if (!*p) {
		net_tell(t, c, WIRE_LOG_ERR, "error: say what? (say TEXT)");
		return;
	}
	snprintf(msg, sizeof msg, "%s says: %.200s", c->seat >= 0 ?
		 t->seats.seat[c->seat].name : "a watcher", p);
	net_say_all(t, msg);
}

static void net_hint(struct net_table *t, struct net_client *c)
{
	char cmd[CMD_MAXLINE], why[200], msg[CMD_MAXLINE + 220];
	struct tt_err err;

	if (table_hint(t->s, c->seat, cmd, sizeof cmd, why, sizeof why, &err) < 0)
		snprintf(msg, sizeof msg, "error: %s", err.msg);
	else
		snprintf(msg, sizeof msg, "hint: %s (%s)", cmd, why);
	net_tell(t, c, strncmp(msg, "error", 5) == 0 ? WIRE_LOG_ERR : WIRE_LOG_REPLY, msg);
}

/* "ai rest [LEVEL]" and "ai off"; false for a plain "ai [LEVEL]". */
static bool net_ai_seat(struct net_table *t, struct net_client *c, const struct cmd *cmd)
{
	struct tt_seat *s = &t->seats.seat[c->seat];
	char msg[120];
	int level = AI_NORMAL;

	if (cmd->argc < 2 || (strcmp(cmd->argv[1], "rest") && strcmp(cmd->argv[1], "off")))
		return false;
	if (cmd->argv[1][0] == 'r' && cmd->argc > 2) {
		for (level = 0; level < AI_NLEVEL; level++)
			if (strcmp(cmd->argv[2], tt_ai_level_names[level]) == 0)
				break;
		if (level == AI_NLEVEL) {
			net_tell(t, c, WIRE_LOG_ERR, "error: AI levels are random, easy, normal and hard");
			return true;
		}
	}
	s->ai = cmd->argv[1][0] == 'r';
	s->level = level;
	snprintf(msg, sizeof msg, s->ai ? "The AI plays %s for now ('ai off' takes it back)."
		 : "%s plays again.", s->name);
	t->ai_stuck = false;
	net_say_all(t, msg);
	net_ai_schedule(t);
	net_frames(t);
	return true;
}

/* Verbs a terminal may not send here, with the reason. */
static const char *net_refused(const struct net_table *t, const struct net_client *c, int v)
{
	if (v == NV_SAVE)
		return "the table saves itself after every move";
	if (v == NV_QUIT)
		return "leave with quit on your own screen (Q): your seat waits";
	if (v == NV_RIG)
		return "rig is for batch games, not for a table";
	if (v == NV_SHOW)
		return "show is drawn by your own terminal";
	if (v == NV_STATE && registry_hidden(t->ops, &t->seats))
		return "state would show hidden information";
	if (c->seat < 0 && v != NV_SAY && v != NV_WHO && v != NV_HELP && v != NV_HINT &&
	    v != NV_STATE)
		return "you are watching: say, who, help and hint work";
	return NULL;
}

void net_command(struct net_table *t, struct net_client *c, const char *line)
{
	struct tt_err err;
	struct cmd cmd;
	const char *no;
	char msg[TT_ERR_MAX + 10];
	int v;

	if (cmd_parse(line, &cmd, &err) < 0 || cmd.argc == 0 ||
	    (v = cmd_lookup(cmd.argv[0], net_verbs, NV_N, t->ops->verbs, t->ops->nverbs, &err)) < 0) {
		if (cmd.argc == 0 && !err.msg[0])
			return;
		snprintf(msg, sizeof msg, "error: %s", err.msg);
		net_tell(t, c, WIRE_LOG_ERR, msg);
		return;
	}
	no = v < NV_N ? net_refused(t, c, v) : c->seat < 0 ? "you are watching" : NULL;
	if (no) {
		snprintf(msg, sizeof msg, "error: %s", no);
		net_tell(t, c, WIRE_LOG_ERR, msg);
	} else if (v == NV_SAY)
		net_say(t, c, line);
	else if (v == NV_WHO)
		net_who_list(t, c);
	else if (v == NV_HINT)
		net_hint(t, c);
	else if (v == NV_HELP && cmd.argc == 1)
		net_help(t, c);
	else if (v == NV_AI && net_ai_seat(t, c, &cmd))
		return;
	else
		net_play(t, c, line, v);
}

/* The AI seat that must decide now, or -1. */
static int net_ai_seat_now(struct net_table *t)
{
	session_prompt(t->s, &t->prompt);
	if (t->prompt.seat >= 0 && t->seats.seat[t->prompt.seat].ai)
		return t->prompt.seat;
	for (int i = 0; i < t->seats.nseats; i++)
		if ((t->prompt.waiting & (1u << i)) && t->seats.seat[i].ai)
			return i;
	return -1;
}

void net_ai_schedule(struct net_table *t)
{
	if (t->ai_stuck || net_ai_seat_now(t) < 0) {
		t->ai_due = 0;
		return;
	}
	if (t->ai_due == 0)	/* a secret decision without the pause (net_moved) */
		t->ai_due = net_now_ms() + (t->prompt.hidden ? 0 : t->ai_pause_ms);
}

void net_ai_step(struct net_table *t)
{
	struct tt_err err;
	char msg[TT_ERR_MAX + 60];
	bool hidden;
	int seat;

	if (t->ai_due == 0 || net_now_ms() < t->ai_due)
		return;
	t->ai_due = 0;
	seat = net_ai_seat_now(t);
	if (seat < 0)
		return;
	hidden = t->prompt.hidden;
	tt_out_clear(&t->out);
	if (session_ai_move(t->s, seat, t->seats.seat[seat].level, &t->out, &err) < 0) {
		/* wait for the next human move (a simultaneous decision may
		 * need the lower seats first) */
		t->ai_stuck = true;
		if (seat == t->prompt.seat) {
			snprintf(msg, sizeof msg, "error: the AI is stuck for %s: %s",
				 t->seats.seat[seat].name, err.msg);
			net_say_all(t, msg);
		}
		return;
	}
	net_moved(t, net_public(t->out.text, hidden));
}
