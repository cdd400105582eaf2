/*
 * pu_board.h - POWERUP, the lowest layer: the board and its figures.
 * What a square is, who stands where, routes and lines of sight, the
 * seats' and directions' words, the Deathmatch teams as queries, the
 * glyphs.  Nothing here calls the rules: every layer above may call it.
 */
#ifndef POWERUP_PU_BOARD_H
#define POWERUP_PU_BOARD_H

#include "../pu.h"

/* The side panel's rows an 80x24 screen shows (pu_panel.c). */
#define PU_PANEL_ROWS 18

/* pu_board.c - squares, figures, what holds a figure up; the tiles file */
int pu_tiles_parse(struct pu_data *d, struct conf_doc *doc, struct tt_err *err);
extern const char *const pu_sq_names[PU_SQ_N];
extern const char pu_sq_sym[PU_SQ_N + 1];
bool pu_on_board(const struct pu_state *s, int x, int y);
int pu_at(const struct pu_state *s, int x, int y, int skip);
int pu_top_at(const struct pu_state *s, int x, int y);
bool pu_blocks(const struct pu_state *s, int x, int y);
bool pu_floor_under(const struct pu_state *s, int x, int y);
bool pu_supported(const struct pu_state *s, const struct pu_data *d, int f);
bool pu_flying(const struct pu_state *s, const struct pu_data *d, int f);
bool pu_is_obstacle_fig(const struct pu_fig *g);
bool pu_can_step(const struct pu_state *s, int f, int dx, int dy);
void pu_stairs(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out);
void pu_drop_keys(struct pu_state *s, int f);
bool pu_nearest_sq(const struct pu_state *s, int x0, int y0,
		   bool (*ok)(const struct pu_state *s, int x, int y), int *bx, int *by);
void pu_sync_cargo(struct pu_state *s, int f);
void pu_trap(struct pu_state *s, const struct pu_data *d, int f, int bx, int by, struct tt_out *out);
int pu_spike_vertical_check(const struct pu_state *s, int f, int dy, struct tt_err *err);
int pu_stack(const struct pu_state *s, const struct pu_data *d, int f, int *v);
void pu_carry_stack(struct pu_state *s, const struct pu_data *d, const int *st, int n, int dx,
		    struct tt_out *out);
int pu_new_fig(struct pu_state *s, int kind, int type, int x, int y, int face);
const char *pu_fig_name(const struct pu_state *s, const struct pu_data *d, int f);
bool pu_alive(const struct pu_state *s, int f);
bool pu_team(const struct pu_state *s, const struct pu_data *d, int a, int b);
int pu_team_count(const struct pu_state *s, const struct pu_data *d, int f);

/* pu_path.c - routes and lines of sight */
bool pu_sight(const struct pu_state *s, int x, int y, int dx, int dy);
bool pu_move_ok(const struct pu_state *s, const struct pu_data *d, int f, int m);
int pu_bfs(const struct pu_state *s, const struct pu_data *d, int f, bool careful,
	   int8_t dist[PU_H][PU_W], int8_t first[PU_H][PU_W]);
bool pu_can_hit_from(const struct pu_state *s, int f, int x, int y, int t, int range, int *face);
int pu_route_to_hit(const struct pu_state *s, const struct pu_data *d, int f, int t, int range,
		    bool careful, int *steps);
int pu_route_to(const struct pu_state *s, const struct pu_data *d, int f, int tx, int ty,
		bool adjacent, bool careful, int *steps);
bool pu_safe_step(const struct pu_state *s, int f, int dx);

/* pu_glyph.c: the side view's symbols. */
enum {
	PU_G_ROCK, PU_G_FLOOR, PU_G_ACID, PU_G_SPIKES, PU_G_LADDER, PU_G_STAIRS, PU_G_GATE,
	PU_G_GATE_OFF, PU_G_DOOR, PU_G_DOOR_OPEN, PU_G_FIRE, PU_G_COINS, PU_G_SECRET, PU_G_KEY,
	PU_G_POWER, PU_G_POWER_OFF, PU_G_RIGHT, PU_G_LEFT, PU_G_DOWN, PU_G_TEAM_RIGHT, PU_G_TEAM_LEFT, PU_G_LIVES,
	PU_G_DRUM, PU_G_COVER, PU_G_PORTAL, PU_G_MELEE, PU_G_SHOT, PU_G_AIM, PU_G_LAND, PU_G_TURRET,
	PU_G_ROBOT_RED, PU_G_ROBOT_BLU, PU_G_BASE_RED, PU_G_BASE_BLU,
	PU_G_CARRY_RED, PU_G_CARRY_BLU, PU_NGLYPH
};
extern const struct glyph_table pu_glyphs;

/* pu_sides.c - the Deathmatch teams (none unless s->dm.on) */
const char *pu_dm_team_name(int team);
bool pu_dm_on_base(const struct pu_data *d, int team, int x, int y);
int pu_dm_carrier(const struct pu_state *s, int f);
bool pu_dm_rivals(const struct pu_state *s, int a, int b);
bool pu_dm_foes(const struct pu_state *s, int a, int b);

/* pu_words.c - a seat's name (the BUGMISTRESS's too), the seat named so
 * (any case, -1), a line of shot's direction (pu_dir_names, -1), left -1
 * right 1, a step left|right|up|down (-1 for another word), lower case */
int pu_seat_named(const struct pu_state *s, const struct pu_data *d, const char *name);
const char *pu_seat_name(const struct pu_state *s, const struct pu_data *d, int seat);
int pu_dirarg(const char *a);
int pu_side(const char *a);
int pu_dir4(const char *a, int *dx, int *dy);
void pu_lower(char *dst, const char *src, size_t cap);
int pu_dir_vec(int f_face, int dir, int *dx, int *dy);
extern const char *const pu_dir_names[5];

#endif
