/*
 * test_powerup_fixture.h - shared by the POWERUP unit tests: scenario
 * files served from memory (falling back to the bundled data), a small
 * flat mission, and load() that fails the test on a loader error; with
 * PU_FIXTURE_SEATS defined first, the four Arcade missions and make().
 * Included by exactly one .c file per test program.
 */
#ifndef TEST_POWERUP_FIXTURE_H
#define TEST_POWERUP_FIXTURE_H

struct mem_file {
	const char *path, *text;
};

static const struct mem_file *mem_files;

/* Serve the in-memory files, fall back to the real data directory. */
static int mem_read(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	(void)ctx;
	for (const struct mem_file *f = mem_files; f && f->path; f++)
		if (strcmp(f->path, path) == 0) {
			*len = strlen(f->text);
			*buf = malloc(*len + 1);
			memcpy(*buf, f->text, *len + 1);
			return 0;
		}
	return io_files.read(io_files.ctx, path, buf, len, err);
}

static const struct tt_files mem = { NULL, mem_read };

static const char flat[] =
	"[mission]\ntitle = T\ngoal = vips\nmin_players = 1\ncoins = 4\nturns = 8\n"
	"row1 = hall hall hall hall\nrow2 = hall gap hall hall\nrow3 = hall hall hall hall\n"
	"bugbusters = 2,2 3,2 4,2 5,2 6,2\nnpcs = 0,8\nburps = 11,8\nburp_face = right\n";

static struct pu_data *load(const char *path, const char *text)
{
	const struct mem_file files[] = { { path, text }, { NULL, NULL } };
	void *d = NULL;
	struct tt_err err = { "" };

	mem_files = text ? files : NULL;
	if (pu_load(&mem, path, &d, &err) < 0)
		fail_msg("load %s: %s", path, err.msg);
	mem_files = NULL;
	return d;
}

#ifdef PU_FIXTURE_SEATS
static const char *const missions[] = {
	"powerup/save-the-vips.ini", "powerup/dimensional-portal.ini", "powerup/hidden-keys.ini",
	"powerup/kill-the-bugmistress.ini"
};

/* A game of mission d as the session starts it: nbb BUGBUSTERs (ray,
 * tor, pam, ...) and, with bm, the BUGMISTRESS's seat last. */
static void make_seats(struct pu_state *s, const struct pu_data *d, int nbb, bool bm, uint64_t seed)
{
	static const char *const names[] = { "ray", "tor", "pam", "ana", "mai" };
	struct tt_setup su;
	struct tt_err err = { "" };

	memset(&su, 0, sizeof su);
	memset(s, 0, sizeof *s);
	su.seed = seed;
	for (int i = 0; i < nbb; i++)
		tt_strlcpy(su.seat[su.nseats++].name, names[i], TT_NAME_MAX);
	if (bm)
		tt_strlcpy(su.seat[su.nseats++].name, "bugmistress", TT_NAME_MAX);
	if (powerup_ops.create(s, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
}
#endif

#endif
