/*
 * session.c - a game in progress: command dispatch, history, undo, AI turns.
 *
 * Invariants: `st` is always a state reached from create() by the accepted
 * commands in the history, in order.  A command is applied to `scratch` (a copy)
 * and the two are swapped only on success, so a rejected command can never
 * leave a half-applied state behind, whatever the engine does.
 * The prompt of `st` is asked of the engine once and kept until `st`
 * changes (a game and an AI decision both need it several times).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cmdmemo.h"
#include "keyline.h"
#include "registry.h"
#include "session_int.h"
#include "text.h"

/* A history line is kept in full (a save of a long game holds many). */
#define SESSION_LINE_LIMIT (SESSION_LINE_MAX - 1)

struct session {
	const struct engine_ops *ops;
	const void *data;
	struct tt_setup setup;
	void *st, *scratch;
	struct session_hstore hs;	/* the lines, nhist of them */
	int nhist;
	bool debug;
	bool rebuilding;	/* being rebuilt from a history: thrown away on any refusal */
	char arg[256];
	struct session_memo *memo;	/* the prompt of st, once asked */
	int nrun;			/* previews that replaced the one before
					 * them since the history last grew */
	uint64_t seed_h;		/* FNV-1a of the seed: the AI's streams start from it */
	struct cmdmemo *aimemo;		/* the AI's lines already resolved, once asked */
	struct session_table table;	/* a table's game, or name "" */
	char lesson[SESSION_LESSON_MAX];	/* a lesson's game: its tag, or "" */
};

/* Behind a pointer so that queries on a const session may fill it. */
struct session_memo {
	bool ok;			/* prompt is the prompt of st */
	bool turn_ok;			/* seat and waiting are those of st */
	int seat;
	uint32_t waiting;
	struct tt_prompt prompt;
};

static cmd_exec_fn session_cmd_undo, session_cmd_ai, session_cmd_hint, session_cmd_save,
	session_cmd_quit, session_cmd_rig;

/* The global verbs: ctx of each handler is the session. */
static const struct cmd_verb session_globals[] = {
	{ .name = "help", .usage = "[VERB]", .help = "list what you may do now, or explain one "
	  "command", .exec = session_cmd_help, .max_args = 1 },
	{ .name = "show", .usage = "[SEAT|legend|NAME]", .help = "print the board as text, what "
	  "its symbols mean, or (a name that is no seat) what info NAME says",
	  .exec = session_cmd_show, .max_args = 1 },
	{ .name = "look", .usage = "[SEAT]", .help = "describe in words the board around your own "
	  "piece", .exec = session_cmd_look, .max_args = 1 },
	{ .name = "info", .usage = "[WHAT...]", .help = "the full text of a card, an item or an "
	  "option (the screen's i key), or of what this decision is about",
	  .exec = session_cmd_info, .max_args = CMD_ANY },
	{ .name = "state", .usage = "[KEY...]", .help = "print the state as key=value lines and its "
	  "hash, or only the lines of these keys (KEY* for a prefix)",
	  .exec = session_cmd_state, .max_args = CMD_ANY },
	{ .name = "undo", .usage = "", .help = "take back your last command (not past a die roll, "
	  "a reveal or another player's move)", .exec = session_cmd_undo },
	{ .name = "ai", .usage = "[LEVEL]", .help = "let the AI make this decision",
	  .exec = session_cmd_ai, .max_args = 1 },
	{ .name = "hint", .usage = "", .help = "ask the AI what it would do here, and why",
	  .exec = session_cmd_hint },
	{ .name = "save", .usage = "[NAME]", .help = "save the game",
	  .exec = session_cmd_save, .max_args = 1 },
	{ .name = "quit", .usage = "", .help = "leave the game",
	  .exec = session_cmd_quit },
	{ .name = "rig", .usage = "V [V...]", .help = "batch/debug only: the next die rolls give "
	  "these values", .exec = session_cmd_rig, .min_args = 1, .max_args = CMD_ANY },
};

#define SESSION_NGLOBAL (sizeof session_globals / sizeof session_globals[0])

const char *const tt_ai_level_names[AI_NLEVEL] = { "random", "easy", "normal", "hard" };

static int session_replay_all(struct session *s, int upto, struct tt_err *err);

int session_new(struct session **out, const struct engine_ops *ops, const void *data,
		const struct tt_setup *setup, struct tt_err *err)
{
	struct session *s = calloc(1, sizeof *s);

	*out = NULL;
	if (!s)
		return tt_errf(err, "out of memory");
	s->ops = ops;
	s->data = data;
	s->setup = *setup;
	s->seed_h = tt_fnv(TT_FNV_INIT, &setup->seed, sizeof setup->seed);
	s->st = calloc(1, ops->state_size);
	s->scratch = calloc(1, ops->state_size);
	s->memo = malloc(sizeof *s->memo);
	if (!s->st || !s->scratch || !s->memo) {
		session_free(s);
		return tt_errf(err, "out of memory");
	}
	s->memo->ok = s->memo->turn_ok = false;
	if ((ops->seats && ops->seats(data, &s->setup, err) < 0) ||
	    ops->create(s->st, data, &s->setup, err) < 0) {
		session_free(s);
		return -1;
	}
	*out = s;
	return 0;
}

void session_free(struct session *s)
{
	if (!s)
		return;
	free(s->st);
	free(s->scratch);
	session_hs_free(&s->hs);
	free(s->memo);
	cmdmemo_free(s->aimemo);
	free(s);
}

const struct cmd_verb *session_globals_table(size_t *n)
{
	*n = SESSION_NGLOBAL;
	return session_globals;
}

void session_set_debug(struct session *s, bool on)
{
	s->debug = on;
}

bool session_debug(const struct session *s)
{
	return s->debug;
}

void session_set_table(struct session *s, const struct session_table *t)
{
	s->table = *t;
}

const struct session_table *session_table(const struct session *s)
{
	return &s->table;
}

void session_set_lesson(struct session *s, const char *tag)
{
	tt_strlcpy(s->lesson, tag ? tag : "", sizeof s->lesson);
}

const char *session_lesson(const struct session *s)
{
	return s->lesson;
}

void session_set_rebuilding(struct session *s, bool on)
{
	s->rebuilding = on;
}

const char *session_arg(const struct session *s)
{
	return s->arg;
}

const struct engine_ops *session_ops(const struct session *s)
{
	return s->ops;
}

const void *session_state(const struct session *s)
{
	return s->st;
}

const void *session_data(const struct session *s)
{
	return s->data;
}

const struct tt_setup *session_setup(const struct session *s)
{
	return &s->setup;
}

/* The prompt of the current state, asked of the engine once per state. */
const struct tt_prompt *session_cur(const struct session *s)
{
	if (!s->memo->ok) {
		tt_prompt_clear(&s->memo->prompt);
		s->ops->prompt(s->st, s->data, &s->memo->prompt);
		keyline_write(&s->memo->prompt);
		s->memo->ok = true;
	}
	return &s->memo->prompt;
}

void session_prompt(const struct session *s, struct tt_prompt *p)
{
	tt_prompt_copy(p, session_cur(s));
}

int session_turn(const struct session *s, uint32_t *waiting)
{
	struct session_memo *m = s->memo;

	if (!m->turn_ok) {
		if (s->ops->turn) {
			m->seat = s->ops->turn(s->st, s->data, &m->waiting);
		} else {
			const struct tt_prompt *p = session_cur(s);
			m->seat = p->seat;
			m->waiting = p->waiting;
		}
		m->turn_ok = true;
	}
	if (waiting)
		*waiting = m->waiting;
	return m->seat;
}

void session_view(const struct session *s, int viewer, int sel, bool overview, struct tt_view *v)
{
	memset(v, 0, sizeof *v);
	s->ops->view(s->st, s->data, viewer, sel, overview, v);
}

void session_result(const struct session *s, struct tt_result *r)
{
	memset(r, 0, sizeof *r);
	s->ops->result(s->st, s->data, r);
}

uint64_t session_hash(const struct session *s)
{
	struct tt_out *o = malloc(sizeof *o);
	uint64_t h;

	if (!o)
		return 0;
	tt_out_clear(o);
	s->ops->dump(s->st, s->data, o);
	h = tt_fnv(TT_FNV_INIT, o->text, o->len);
	free(o);
	return h;
}

int session_seat_index(const struct session *s, const char *name)
{
	for (int i = 0; i < s->setup.nseats; i++)
		if (strcmp(s->setup.seat[i].name, name) == 0)
			return i;
	return -1;
}

int session_nhist(const struct session *s)
{
	return s->nhist;
}

/* History line i (0 <= i < the lines the blocks hold). */
static struct session_hist *session_line_at(const struct session *s, int i)
{
	return session_hs_at(&s->hs, i);
}

const struct session_hist *session_hist(const struct session *s, int i)
{
	return i >= 0 && i < s->nhist ? session_line_at(s, i) : NULL;
}

static int session_push_hist(struct session *s, const char *line, int seat, bool barrier,
			 bool preview, struct tt_err *err)
{
	struct session_hist *last = s->nhist > 0 ? session_line_at(s, s->nhist - 1) : NULL, *h;

	if (preview && last && last->preview && last->seat == seat) {
		s->nhist--;	/* an absolute preview replaces the one before */
		s->nrun++;
	} else {
		s->nrun = 0;
	}
	if (session_hs_room(&s->hs, s->nhist, err) < 0)
		return -1;
	h = session_line_at(s, s->nhist);
	tt_strlcpy(h->line, line, sizeof h->line);
	h->seat = seat;
	h->barrier = barrier;
	h->preview = preview;
	s->nhist++;
	return 0;
}

int session_undo_depth(const struct session *s, int seat, const char **why)
{
	int n = 0;
	const char *w = "the start of the game";

	for (int i = s->nhist - 1; i >= 0; i--) {
		const struct session_hist *h = session_line_at(s, i);
		if (h->seat < 0) {
			w = "a rigged roll";
			break;
		}
		if (h->seat != seat) {
			w = "another player's move";
			break;
		}
		if (h->barrier) {
			w = "the die roll or reveal";
			break;
		}
		n++;
	}
	if (why)
		*why = w;
	return n;
}

/* "@name line" into buf (what snprintf would write, without its cost). */
static void session_at_line(char *buf, size_t cap, const char *name, const char *line)
{
	size_t n = strlen(name), k = strlen(line);

	if (1 + n + 1 + k >= cap) {
		snprintf(buf, cap, "@%s %s", name, line);
		return;
	}
	buf[0] = '@';
	memcpy(buf + 1, name, n);
	buf[1 + n] = ' ';
	memcpy(buf + 2 + n, line, k + 1);
}

/* The history line of seat's resolved command c ("@seat verb args"). */
static void session_full_line(const struct session *s, int seat, const struct cmd *c, char *full,
			      size_t cap)
{
	char line[CMD_MAXLINE];

	cmd_join(c, line, sizeof line);
	session_at_line(full, cap, s->setup.seat[seat].name, line);
}

#define SESSION_FULL_MAX (CMD_MAXLINE + CMD_MAXTOK + 2)

/* Apply seat's resolved command c, whose history line is full: scratch
 * copy, swap on success. */
static int session_apply_line(struct session *s, int seat, const struct cmd *c, const char *full,
			      struct tt_out *out, struct tt_err *err)
{
	struct dice *d;
	uint32_t rolls;
	unsigned flags = 0;
	void *tmp;

	if (strlen(full) > SESSION_LINE_LIMIT)
		return tt_errf(err, "command too long to be saved (at most %d characters)",
			       SESSION_LINE_LIMIT);
	/* a session being rebuilt is thrown away if a command is refused: it
	 * needs no scratch copy */
	tmp = s->rebuilding ? s->st : s->scratch;
	if (!s->rebuilding)
		memcpy(tmp, s->st, s->ops->state_size);
	d = s->ops->dice(tmp);
	rolls = d->rolls;
	err->msg[0] = '\0';
	if (s->ops->apply(tmp, s->data, seat, c, out, &flags, err) < 0) {
		if (!err->msg[0])
			tt_errf(err, "that command is not allowed now");
		return -1;
	}
	d = s->ops->dice(tmp);
	if (session_push_hist(s, full, seat, d->rolls != rolls || (flags & TT_APPLY_REVEAL),
			      (flags & TT_APPLY_PREVIEW) && d->rolls == rolls, err) < 0)
		return -1;
	if (tmp != s->st) {
		s->scratch = s->st;
		s->st = tmp;
	}
	s->memo->ok = s->memo->turn_ok = false;
	return 0;
}

/* Apply a resolved game command for seat. */
static int session_apply(struct session *s, int seat, const struct cmd *c, struct tt_out *out,
		     struct tt_err *err)
{
	char full[SESSION_FULL_MAX];

	session_full_line(s, seat, c, full, sizeof full);
	return session_apply_line(s, seat, c, full, out, err);
}

static int session_rig(struct session *s, const struct cmd *c, bool replaying, struct tt_err *err)
{
	struct dice tmp, *d = s->ops->dice(s->st);
	char line[CMD_MAXLINE] = "rig";
	size_t len = 3;

	if (!s->debug && !replaying)
		return tt_errf(err, "rig is only available in batch mode or with --debug");
	if (c->argc < 2)
		return tt_errf(err, "usage: rig V [V...]");
	tmp = *d;
	for (int i = 1; i < c->argc; i++) {
		int v;
		if (cmd_int(c->argv[i], 1, s->ops->rig_max, "a rigged die", &v, err) < 0)
			return -1;
		if (dice_rig(&tmp, v) < 0)
			return tt_errf(err, "too many rigged rolls queued (at most %d)", DICE_RIG_MAX);
		/* canonical text: the verb in full, plain numbers (replays, saves);
		 * at most CMD_MAXARG - 1 numbers: within SESSION_LINE_LIMIT */
		len += (size_t)snprintf(line + len, sizeof line - len, " %d", v);
	}
	if (session_push_hist(s, line, -1, true, false, err) < 0)
		return -1;
	*d = tmp;
	s->memo->ok = s->memo->turn_ok = false;
	return 0;
}

const struct cmd_verb *session_verb(const struct engine_ops *ops, const char *word,
				     struct tt_err *err)
{
	size_t ng = SESSION_NGLOBAL;
	int i = cmd_lookup(word, session_globals, ng, ops->verbs, ops->nverbs, err);

	if (i < 0)
		return NULL;
	return (size_t)i < ng ? &session_globals[i] : &ops->verbs[(size_t)i - ng];
}

static int session_cmd_undo(const struct cmd_call *k)
{
	struct session *s = k->ctx;
	const char *why;
	int n, seat = k->seat;

	/* nobody is prompted (the game is over): undo the last mover's command */
	if (seat < 0 && s->nhist > 0)
		seat = session_line_at(s, s->nhist - 1)->seat;
	n = session_undo_depth(s, seat, &why);
	if (n == 0)
		return tt_errf(k->err, "nothing to undo: undo stops at %s", why);
	if (session_replay_all(s, s->nhist - 1, k->err) < 0)
		return -1;
	tt_outf(k->out, "undone (%d more possible)\n", n - 1);
	return SESSION_OK;
}

/* Whose command is this?  Fills *seat or rejects. */
static int session_who(struct session *s, const struct cmd *c, int *seat, struct tt_err *err)
{
	int named = -1;

	if (c->seat[0]) {
		named = session_seat_index(s, c->seat);
		if (named < 0)
			return tt_errf(err, "no seat named '%s'", c->seat);
		if (*seat >= 0 && *seat != named)
			return tt_errf(err, "you cannot act for %s", c->seat);
		*seat = named;
	}
	if (*seat < 0)
		*seat = session_turn(s, NULL);
	return 0;
}

static int session_game_cmd(struct session *s, int seat, struct cmd *c, struct tt_out *out,
			struct tt_err *err)
{
	uint32_t waiting;
	int who = session_turn(s, &waiting);

	if (who < 0 && waiting == 0)
		return tt_errf(err, "the game is over");
	if (seat < 0 || seat >= s->setup.nseats)
		return tt_errf(err, "nobody may act now");
	if (!(waiting & (1u << seat)) && who != seat)
		return tt_errf(err, "it is %s's turn, not %s's",
			       who >= 0 ? s->setup.seat[who].name : "nobody",
			       s->setup.seat[seat].name);
	return session_apply(s, seat, c, out, err);
}

/* A ';' in a word would start an inline comment in the save file; in the
 * comment after '#' it is harmless. */
static bool session_has_semicolon(const struct cmd *c)
{
	if (strchr(c->seat, ';'))
		return true;
	for (int i = 0; i < c->argc; i++)
		if (strchr(c->argv[i], ';'))
			return true;
	return false;
}

/* The AI level of `ai [LEVEL]`: the level named, else the seat's own
 * (normal for a human seat). */
static int session_ai_level(const struct session *s, int seat, const struct cmd *c,
			    struct tt_err *err)
{
	if (c->argc > 1) {
		for (int level = 0; level < AI_NLEVEL; level++)
			if (strcmp(c->argv[1], tt_ai_level_names[level]) == 0)
				return level;
		return tt_errf(err, "AI levels are random, easy, normal and hard");
	}
	if (seat >= 0 && seat < s->setup.nseats && s->setup.seat[seat].ai)
		return s->setup.seat[seat].level;
	return AI_NORMAL;
}

static int session_cmd_ai(const struct cmd_call *k)
{
	struct session *s = k->ctx;
	int level = session_ai_level(s, k->seat, k->c, k->err);

	if (level < 0 || session_ai_move(s, k->seat, level, k->out, k->err) < 0)
		return -1;
	return SESSION_OK;
}

static int session_cmd_hint(const struct cmd_call *k)
{
	char cmdbuf[CMD_MAXLINE], why[200];

	if (session_hint(k->ctx, k->seat, cmdbuf, sizeof cmdbuf, why, sizeof why, k->err) < 0)
		return -1;
	tt_outf(k->out, "hint: %s (%s)\n", cmdbuf, why);
	return SESSION_OK;
}

static int session_cmd_save(const struct cmd_call *k)
{
	struct session *s = k->ctx;

	if (k->c->argc > 1)
		tt_strlcpy(s->arg, k->c->argv[1], sizeof s->arg);
	return SESSION_SAVE;
}

static int session_cmd_quit(const struct cmd_call *k)
{
	(void)k;
	return SESSION_QUIT;
}

static int session_cmd_rig(const struct cmd_call *k)
{
	return session_rig(k->ctx, k->c, false, k->err) < 0 ? -1 : SESSION_OK;
}

int session_line(struct session *s, int seat, const char *line, struct tt_out *out,
		 struct tt_err *err)
{
	const struct cmd_verb *v;
	struct cmd c;
	unsigned flags = 0;
	int rc;

	err->msg[0] = '\0';
	s->arg[0] = '\0';
	if (cmd_parse(line, &c, err) < 0)
		return SESSION_REJECTED;
	if (c.argc == 0)
		return SESSION_OK;
	if (session_has_semicolon(&c)) {
		tt_errf(err, "';' is not allowed in commands");
		return SESSION_REJECTED;
	}
	if (session_who(s, &c, &seat, err) < 0)
		return SESSION_REJECTED;
	v = session_verb(s->ops, c.argv[0], err);
	if (!v)
		return SESSION_REJECTED;
	tt_strlcpy(c.argv[0], v->name, CMD_MAXTOK);
	if (v < session_globals || v >= session_globals + SESSION_NGLOBAL)
		return session_game_cmd(s, seat, &c, out, err) < 0 ? SESSION_REJECTED : SESSION_OK;
	rc = cmd_verb_run(v, &(struct cmd_call){ s, s->data, seat, &c, out, &flags, err });
	return rc < 0 ? SESSION_REJECTED : rc;
}

/* The AI's random stream for this decision: from the seed, the history
 * length and the seat, and within a run of previews (which keeps the
 * history length) from how far the run went, so a random AI turning a
 * preview back and forth never meets the same stream twice. */
static uint64_t session_ai_seed(const struct session *s, int seat)
{
	uint64_t h = tt_fnv(s->seed_h, &s->nhist, sizeof s->nhist);
	h = tt_fnv(h, &seat, sizeof seat);
	return s->nrun ? tt_fnv(h, &s->nrun, sizeof s->nrun) : h;
}

/* Ask the engine's AI for seat's command, from what seat may see. */
static int session_ai_pick(struct session *s, int seat, int level, char *cmd, size_t cap,
		       char *why, size_t whycap, struct tt_err *err)
{
	struct rng rng;
	uint32_t waiting;
	int who = session_turn(s, &waiting);
	const void *view = s->st;

	if (who < 0 && waiting == 0)
		return tt_errf(err, "the game is over");
	if (seat < 0)
		seat = who;
	if (!(waiting & (1u << seat)) && who != seat)
		return tt_errf(err, "it is not %s's decision", s->setup.seat[seat].name);
	rng_seed(&rng, session_ai_seed(s, seat));
	/* the AI reads a redacted copy; without hidden information, st itself */
	if (s->ops->redact) {
		memcpy(s->scratch, s->st, s->ops->state_size);
		s->ops->redact(s->scratch, s->data, seat, &rng);
		view = s->scratch;
	}
	why[0] = '\0';
	if (s->ops->ai(view, s->data, seat, level, &rng, cmd, cap, why, whycap) < 0)
		return tt_errf(err, "the AI found no move");
	return seat;
}

int session_hint(struct session *s, int seat, char *cmd, size_t cap, char *why, size_t whycap,
		 struct tt_err *err)
{
	return session_ai_pick(s, seat, AI_HARD, cmd, cap, why, whycap, err) < 0 ? -1 : 0;
}

/* Apply the AI's line cmdbuf for who, resolved to c and full. */
static int session_ai_apply(struct session *s, int who, const char *cmdbuf, const struct cmd *c,
			    const char *full, struct tt_out *out, struct tt_err *err)
{
	tt_outf(out, "%s: %s\n", s->setup.seat[who].name, cmdbuf);
	if (session_apply_line(s, who, c, full, out, err) < 0) {
		struct tt_err e = *err;
		return tt_errf(err, "the AI's move '%s' was refused: %s", cmdbuf, e.msg);
	}
	return 0;
}

/* The AI's line goes the way of every command (parsed, its verb looked
 * up, recorded as its history line), but an AI sends the same few lines
 * all game long: what each resolved to is kept in the session's memo
 * (cmdmemo.h), the same command and line as resolving again. */
int session_ai_move(struct session *s, int seat, int level, struct tt_out *out,
		    struct tt_err *err)
{
	char cmdbuf[CMD_MAXLINE], why[200], full[SESSION_FULL_MAX];
	const struct cmdmemo_entry *e;
	struct cmd c;
	int who, i;

	who = session_ai_pick(s, seat, level, cmdbuf, sizeof cmdbuf, why, sizeof why, err);
	if (who < 0)
		return -1;
	e = cmdmemo_find(s->aimemo, who, cmdbuf);
	if (e)
		return session_ai_apply(s, who, cmdbuf, &e->c, e->line, out, err);
	if (cmd_parse(cmdbuf, &c, err) < 0 || c.argc == 0)
		return tt_errf(err, "the AI proposed a bad command '%s'", cmdbuf);
	i = cmd_lookup(c.argv[0], NULL, 0, s->ops->verbs, s->ops->nverbs, err);
	if (i < 0)
		return tt_errf(err, "the AI proposed an unknown command '%s'", cmdbuf);
	tt_strlcpy(c.argv[0], s->ops->verbs[i].name, CMD_MAXTOK);
	session_full_line(s, who, &c, full, sizeof full);
	if (!s->aimemo)
		s->aimemo = cmdmemo_new();
	cmdmemo_put(s->aimemo, who, cmdbuf, &c, full);
	return session_ai_apply(s, who, cmdbuf, &c, full, out, err);
}

/* Rebuild the state from the first `upto` history lines (used by undo and
 * by loading).  On failure the session is left as it was. */
static int session_replay_all(struct session *s, int upto, struct tt_err *err)
{
	struct session *n;
	int rc = 0;

	if (session_new(&n, s->ops, s->data, &s->setup, err) < 0)
		return -1;
	n->debug = s->debug;
	n->rebuilding = true;
	for (int i = 0; i < upto && rc == 0; i++)
		rc = session_replay_line(n, session_line_at(s, i)->line, err);
	n->rebuilding = false;
	if (rc == 0) {
		void *t = s->st;
		struct session_hstore h = s->hs;
		int nh = s->nhist;
		s->st = n->st;
		s->hs = n->hs;
		s->nhist = n->nhist;
		n->st = t;
		n->hs = h;
		n->nhist = nh;
		s->nrun = n->nrun;
		s->memo->ok = s->memo->turn_ok = false;
	}
	session_free(n);
	return rc;
}

int session_replay_line(struct session *s, const char *line, struct tt_err *err)
{
	struct cmd c;
	struct tt_out *out;
	int seat, i, rc;

	if (cmd_parse(line, &c, err) < 0)
		return -1;
	if (c.argc == 0)
		return 0;
	if (strcmp(c.argv[0], "rig") == 0 && !c.seat[0])
		return session_rig(s, &c, true, err);
	seat = session_seat_index(s, c.seat);
	if (seat < 0)
		return tt_errf(err, "no seat named '%s'", c.seat);
	i = cmd_lookup(c.argv[0], NULL, 0, s->ops->verbs, s->ops->nverbs, err);
	if (i < 0)
		return -1;
	tt_strlcpy(c.argv[0], s->ops->verbs[i].name, CMD_MAXTOK);
	out = malloc(sizeof *out);
	if (!out)
		return tt_errf(err, "out of memory");
	tt_out_clear(out);
	rc = session_game_cmd(s, seat, &c, out, err);
	free(out);
	return rc;
}
