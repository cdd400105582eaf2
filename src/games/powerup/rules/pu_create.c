/*
 * pu_create.c - POWERUP setup: the board from the mission's tiles, one
 * POWERUP per tile (placed by the automatic BUG side at random on a
 * square one can stand on), the BUGBUSTERs with their sheets, coins and
 * starting weapons, the BURPs, the mission's pieces, and the shuffled
 * decks and store.  Options: mission=NAME is the scenario itself;
 * reactions=always|attacked|never for everyone, react-NAME=... for one;
 * limit=N rounds after which the BUGs win (default none: only the
 * mission's own time limit counts).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_cmd.h"

const struct opts_def pu_options[PU_NOPT] = {
	[PU_OPT_REACTIONS] = { .name = "reactions", .type = OPTS_WORD, .words = "always|attacked|never",
		.def = "attacked", .help = "when a reaction window opens for everyone: whenever a BUG "
		"acts next to you, only when a BUG attacks you, or never" },
	[PU_OPT_REACT] = { .name = "react-NAME", .type = OPTS_WORD, .words = "always|attacked|never",
		.def = "as reactions", .help = "the same for the BUGBUSTER NAME alone" },
	[PU_OPT_LIMIT] = { .name = "limit", .type = OPTS_INT, .lo = 0, .hi = 99,
		.def = "the mission's (0 means no limit)", .help = "the rounds of 8 turns after which "
		"the BUGs win" },
	[PU_OPT_MISSION] = { .name = "mission", .type = OPTS_TEXT, .arg = "NAME",
		.def = "the scenario loaded", .help = "the mission, which must be the scenario loaded" },
	[PU_OPT_CAMPAIGN] = { .name = "campaign", .type = OPTS_TEXT, .arg = "NAME", .scenario = true,
		.def = "none", .help = "play the campaign NAME (story): its missions one after "
		"another, the team keeping its coins, score, POW! cards and equipment" },
	[PU_OPT_PROFESSIONS] = { .name = "professions", .type = OPTS_WORD, .words = "off|on",
		.def = "off, or the mission file's", .help = "each BUGBUSTER chooses an ability of a profession "
		"sheet at the start and may turn the sheet at a POWERUP; an engineer builds the "
		"machine-gun turret" },
	[PU_OPT_SETUP] = { .name = "setup", .type = OPTS_WORD, .words = "house|free",
		.def = "house, or the mission file's", .help = "Deathmatch: the layout's own pieces "
		"(house), or the teams place the POWERUPs, secret chips, drums, robots and "
		"BUGBUSTERs in turn (free)" },
	[PU_OPT_BM_INCOME] = { .name = "bm-income", .type = OPTS_WORD, .words = "rulebook|auto",
		.def = "rulebook", .help = "house handicap for a BUGMISTRESS seat: the rulebook's income "
		"(a card per BUGBUSTER, spawns and activations paid), or auto: each turn also the "
		"automatic BUGs' free spawn (a card per BURP, its BUG released free) and their free event" },
};

/* Apply the checked options in the order given (a later reactions=
 * overrides an earlier react-NAME=). */
static int pu_opts(struct pu_state *s, const struct pu_data *d, const struct tt_setup *su,
		   struct tt_err *err)
{
	struct opts_set set;

	for (int i = 0; i < PU_MAXBB; i++)
		s->react_mode[i] = 1;
	s->limit_rounds = d->mission.house_limit;
	s->pf.on = (uint8_t)d->mission.professions;
	s->dmf.on = (uint8_t)d->mission.dm.setup;
	if (opts_parse(pu_options, PU_NOPT, "POWERUP", su->opts, &set, err) < 0)
		return -1;
	for (int k = 0; k < set.n; k++) {
		const struct opts_val *v = &set.v[k];
		const char *who = opts_family_rest(&pu_options[v->def], v);
		int seat = -1;
		for (int i = 0; i < su->nseats; i++)
			if (v->def == PU_OPT_REACT && i != s->bm.seat && strcmp(who, su->seat[i].name) == 0)
				seat = i;
		if (v->def == PU_OPT_REACTIONS)
			memset(s->react_mode, v->num, sizeof s->react_mode);
		else if (v->def == PU_OPT_REACT && seat < 0)
			return tt_errf(err, "option %s: no BUGBUSTER named '%s' at this table", v->key, who);
		else if (v->def == PU_OPT_REACT)
			s->react_mode[seat] = (int8_t)v->num;
		else if (v->def == PU_OPT_LIMIT)
			s->limit_rounds = v->num;
		else if (v->def == PU_OPT_CAMPAIGN)
			continue;	/* checked against the campaign loaded (pu_story.c) */
		else if (v->def == PU_OPT_PROFESSIONS)
			s->pf.on = (uint8_t)v->num;
		else if (v->def == PU_OPT_SETUP && v->num && d->mission.goal != PU_GO_DM)
			return tt_errf(err, "setup=free is the Deathmatch set-up; %s places its own pieces",
				       d->mission.title);
		else if (v->def == PU_OPT_SETUP)
			s->dmf.on = (uint8_t)v->num;
		else if (v->def == PU_OPT_BM_INCOME && v->num && !s->bm.on)
			return tt_errf(err, "bm-income=auto is for a BUGMISTRESS seat (--players ...,bugmistress=...); "
				       "the automatic BUGs have that income already");
		else if (v->def == PU_OPT_BM_INCOME)
			s->bm.income = (uint8_t)v->num;
		else if (strcmp(v->text, d->mission.id) != 0)
			return tt_errf(err, "mission=%s, but the scenario loaded is %s (choose the mission "
				       "with --scenario %s)", v->text, d->mission.id, v->text);
	}
	return 0;
}

static void pu_build_board(struct pu_state *s, const struct pu_data *d)
{
	const struct pu_mission *m = &d->mission;

	s->w = m->tw * PU_T;
	s->h = m->th * PU_T;
	for (int ty = 0; ty < m->th; ty++)
		for (int tx = 0; tx < m->tw; tx++) {
			const struct pu_tile *t = &d->tile[m->layout[ty][tx]];
			for (int r = 0; r < PU_T; r++)
				for (int c = 0; c < PU_T; c++) {
					int x = tx * PU_T + c, y = ty * PU_T + r;
					s->kind[y][x] = t->kind[r][c];
					s->floor[y][x] = t->floor[r][c];
					s->coins[y][x] = t->coins[r][c];
					s->door_open[y][x] = 1;
					if (t->drum[r][c])
						pu_new_fig(s, PU_FK_DRUM, 0, x, y, 1);
				}
		}
}

static bool pu_standable(const struct pu_state *s, int x, int y)
{
	int k = s->kind[y][x];

	return (k == PU_SQ_AIR || k == PU_SQ_LADDER) && pu_floor_under(s, x, y) && pu_at(s, x, y, -1) < 0 &&
	       !s->coins[y][x];
}

/* How well a square suits a POWERUP: 3 a free open square, 2 one with
 * coins or a gateway, door or stairs, 1 one a BUG or a drum stands on
 * (never a BUGBUSTER's), 0 none (no support, acid, spikes, a wall). */
static int pu_power_fit(const struct pu_state *s, int x, int y)
{
	int k = s->kind[y][x], o = pu_at(s, x, y, -1);

	if (!pu_floor_under(s, x, y) || k == PU_SQ_ACID || k == PU_SQ_SPIKES || k == PU_SQ_SOLID ||
	    (o >= 0 && s->fig[o].kind == PU_FK_BB))
		return 0;
	if (pu_standable(s, x, y))
		return 3;
	return o < 0 ? 2 : 1;
}

/* One POWERUP per tile, ON, at random among the tile's free open squares
 * (the automatic BUG side places them). */
static void pu_place_powerups(struct pu_state *s, const struct pu_data *d)
{
	const struct pu_mission *m = &d->mission;

	for (int ty = 0; ty < m->th; ty++)
		for (int tx = 0; tx < m->tw; tx++) {
			int cand[PU_T * PU_T], n = 0, best = 1;
			for (int r = 0; r < PU_T; r++)
				for (int c = 0; c < PU_T; c++) {
					int fit = pu_power_fit(s, tx * PU_T + c, ty * PU_T + r);
					if (fit > best) {
						best = fit;
						n = 0;
					}
					if (fit == best)
						cand[n++] = r * PU_T + c;
				}
			if (n == 0)
				continue;
			/* a tile with no free open square takes the first fit
			 * without a die, so the random stream is the same */
			n = best == 3 ? cand[dice_below(&s->dice, (uint32_t)n)] : cand[0];
			s->power[ty * PU_T + n / PU_T][tx * PU_T + n % PU_T] = 2;
		}
}

static void pu_shuffle(struct pu_state *s, int8_t *v, int n)
{
	for (int i = n - 1; i > 0; i--) {
		int j = (int)dice_below(&s->dice, (uint32_t)(i + 1));
		int8_t t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
}

/* Test fixtures: a copy of each named card to the top, the first named
 * drawn first (the deck is drawn from its end). */
static void pu_deck_top(int8_t *deck, int n, const int8_t *want, int nwant, const struct pu_data *d,
			bool bug)
{
	for (int j = 0; j < nwant && j < n; j++) {
		int at = n - 1 - j;
		const char *w = bug ? d->bugcard[want[j]].name : d->pow[want[j]].name;
		for (int p = at; p >= 0; p--)
			if (!strcmp(bug ? d->bugcard[deck[p]].name : d->pow[deck[p]].name, w)) {
				int8_t t = deck[p];
				deck[p] = deck[at];
				deck[at] = t;
				break;
			}
	}
}

static void pu_decks(struct pu_state *s, const struct pu_data *d)
{
	for (int i = 0; i < d->npow; i++)	/* a Story mission leaves out what is locked */
		if (!pu_locked(d, PU_LK_POW, i))
			s->powdeck[s->npowdeck++] = (int8_t)i;
	for (int i = 0; i < d->nbugcard; i++)
		if (!pu_locked(d, PU_LK_BUGCARD, i))
			s->bugdeck[s->nbugdeck++] = (int8_t)i;
	for (int i = 0; i < d->neq; i++)
		if (d->eq[i].deck && !pu_locked(d, PU_LK_EQ, i))
			s->eqdeck[s->neqdeck++] = (int8_t)i;
	pu_shuffle(s, s->powdeck, s->npowdeck);
	pu_shuffle(s, s->bugdeck, s->nbugdeck);
	pu_shuffle(s, s->eqdeck, s->neqdeck);
	pu_deck_top(s->bugdeck, s->nbugdeck, d->mission.bugtop, d->mission.nbugtop, d, true);
	pu_deck_top(s->powdeck, s->npowdeck, d->mission.powhand, d->mission.npowhand, d, false);
	for (int k = 0; k < d->mission.npowhand && s->npowdeck > 0; k++)	/* test fixtures */
		s->bb[0].hand[s->bb[0].nhand++] = s->powdeck[--s->npowdeck];
	pu_deck_top(s->powdeck, s->npowdeck, d->mission.powtop, d->mission.npowtop, d, false);
	pu_store_refill(s, d);
}

static int pu_sheet_of(const struct pu_data *d, const char *name)
{
	for (int i = 0; i < d->nsheet; i++) {
		char low[PU_NAME];
		pu_lower(low, d->sheet[i].name, sizeof low);
		if (strcmp(low, name) == 0)
			return i;
	}
	return -1;
}

/* Remove gear slot g of a seat (sold, given away or destroyed). */
void pu_gear_remove(struct pu_state *s, int seat, int g)
{
	struct pu_bb *b = &s->bb[seat];

	for (int k = 0; k < 3; k++)
		b->eq[k] = b->eq[k] == g ? -1 : b->eq[k] > g ? (int8_t)(b->eq[k] - 1) : b->eq[k];
	memmove(&b->gear[g], &b->gear[g + 1], (size_t)(b->ngear - g - 1));
	b->gear[--b->ngear] = -1;
}

void pu_gear_add(struct pu_state *s, const struct pu_data *d, int seat, int eq)
{
	struct pu_bb *b = &s->bb[seat];
	int t = d->eq[eq].type;

	if (b->ngear == PU_GEAR)
		return;
	b->gear[b->ngear] = (int8_t)eq;
	if (t <= PU_ET_ARMOUR && b->eq[t] < 0 && !(d->eq[eq].destroy == PU_DS_NOAMMO && b->ammo <= 0))
		b->eq[t] = (int8_t)b->ngear;	/* (not a weapon that no ammo destroys, with none) */
	b->ngear++;
	if (d->eq[eq].special == PU_SP_TWORP)
		b->rp = (int8_t)(b->rp + 2);
}

static int pu_add_bbs(struct pu_state *s, const struct pu_data *d, const struct tt_setup *su,
		      struct tt_err *err)
{
	const struct pu_mission *m = &d->mission;

	for (int i = 0; i < s->nseats; i++) {
		int sh = pu_sheet_of(d, su->seat[i].name), f;
		struct pu_bb *b = &s->bb[i];
		if (sh < 0)
			return tt_errf(err, "'%s' is not a BUGBUSTER", su->seat[i].name);
		f = pu_new_fig(s, PU_FK_BB, sh, m->start[i][0], m->start[i][1], 1);
		if (f < 0)
			return tt_errf(err, "too many figures");
		s->fig[f].lives = 3;
		s->fig[f].seat = (uint8_t)i;
		b->fig = (int8_t)f;
		b->rp = b->maxrp = (int8_t)d->sheet[sh].rp;
		b->ammo = b->maxammo = (int8_t)d->sheet[sh].ammo;
		b->coins = (int16_t)m->coins;
		memset(b->hand, -1, sizeof b->hand);
		memset(b->gear, -1, sizeof b->gear);
		memset(b->eq, -1, sizeof b->eq);
		for (int k = 0; k < 3; k++)
			if (d->sheet[sh].start[k] >= 0)
				pu_gear_add(s, d, i, d->sheet[sh].start[k]);
		for (int k = 0; k < m->ngear; k++)	/* test fixtures */
			pu_gear_add(s, d, i, m->gear[k]);
	}
	return 0;
}

static void pu_add_pieces(struct pu_state *s, const struct pu_data *d)
{
	const struct pu_mission *m = &d->mission;
	int nburp = s->nseats - (m->goal == PU_GO_MISTRESS ? 1 : 0);

	for (int i = 0; i < nburp && i < m->nburp; i++) {
		int f = pu_new_fig(s, PU_FK_BUG, d->burp, m->burp[i][0], m->burp[i][1], m->burp_face);
		if (f >= 0)
			s->fig[f].lives = (int8_t)d->bug[d->burp].lives;
	}
	for (int i = 0; m->goal == PU_GO_VIPS && i < m->nnpc; i++)
		pu_new_fig(s, PU_FK_NPC, 0, m->npc[i][0], m->npc[i][1], 1);
	for (int i = 0; m->goal == PU_GO_PORTAL && i < m->nportal; i++) {
		int f = pu_new_fig(s, PU_FK_PORTAL, 0, m->portal[i][0], m->portal[i][1], -1);
		if (f >= 0)
			s->fig[f].lives = (int8_t)d->portal_lives;
	}
	if (m->goal == PU_GO_MISTRESS) {
		int f = pu_new_fig(s, PU_FK_BUG, d->mistress, m->mistress[0], m->mistress[1], -1);
		if (f >= 0)
			s->fig[f].lives = (int8_t)d->bug[d->mistress].lives;
	}
	for (int i = 0; i < m->nbugs; i++) {	/* test fixtures */
		int f = pu_new_fig(s, PU_FK_BUG, m->bugs[i][0], m->bugs[i][1], m->bugs[i][2], m->bugs[i][3]);
		if (f >= 0) {
			s->fig[f].lives = (int8_t)d->bug[m->bugs[i][0]].lives;
			s->fig[f].fresh = 2;
		}
	}
	for (int i = 0; i < m->ndrums && !s->dmf.on; i++)	/* free set-up: the teams place them */
		pu_new_fig(s, PU_FK_DRUM, 0, m->drums[i][0], m->drums[i][1], 1);
	for (int i = 0; i < m->ncovers; i++)
		pu_new_fig(s, PU_FK_COVER, 0, m->covers[i][0], m->covers[i][1], 1);
	if (m->goal == PU_GO_KEYS || m->glitch[0] >= 0) {
		int f = pu_new_fig(s, PU_FK_GLITCH, 0, m->glitch[0], m->glitch[1], 1);
		if (f >= 0)
			s->fig[f].lives = 2;
	}
}

/* Hidden Keys: the secret tokens at random on the middle band. */
static void pu_secrets(struct pu_state *s, const struct pu_data *d)
{
	static const char vals[] = "ABCT2131";
	int y0 = s->h / 3, y1 = s->h - s->h / 3, placed = 0;

	for (int tries = 0; tries < 400 && placed < d->mission.nsecret && placed < 8; tries++) {
		int x = (int)dice_below(&s->dice, (uint32_t)s->w);
		int y = y0 + (int)dice_below(&s->dice, (uint32_t)(y1 - y0));
		if (!pu_standable(s, x, y) || s->secret[y][x] || s->power[y][x])
			continue;
		s->secret[y][x] = vals[placed++];
	}
}

int pu_create(void *st, const void *data, const struct tt_setup *su, struct tt_err *err)
{
	struct pu_state *s = st;
	const struct pu_data *d = data;

	int nbb = d->hooks->bm->seats(s, su, err);

	if (nbb < 0)
		return -1;
	if (nbb < d->mission.minp || nbb > d->mission.maxp)
		return tt_errf(err, "%s needs %d to %d BUGBUSTERs", d->mission.title, d->mission.minp,
			       d->mission.maxp);
	if (pu_opts(s, d, su, err) < 0)
		return -1;
	dice_init(&s->dice, su->seed);
	s->nseats = nbb;
	s->turn = s->round = 1;
	s->active = -1;
	s->event = -1;
	s->gate_off = -1;
	s->first_spawn = 1;
	pu_build_board(s, d);
	if (pu_add_bbs(s, d, su, err) < 0)
		return -1;
	pu_add_pieces(s, d);
	if (d->hooks->dm->setup(s, d, err) < 0)
		return -1;
	pu_place_powerups(s, d);
	d->hooks->dm->powerups(s, d);
	if (d->mission.goal == PU_GO_KEYS && d->mission.ntokens == 0)	/* else laid by hand */
		pu_secrets(s, d);
	for (int i = 0; i < d->mission.ntokens; i++)	/* test fixtures */
		s->secret[d->mission.tokens[i][2]][d->mission.tokens[i][1]] = d->mission.tokens[i][0];
	pu_decks(s, d);
	d->hooks->bm->setup(s, d);
	s->phase = PU_PH_BUGS;
	return 0;
}
