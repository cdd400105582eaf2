/*
 * net_store.c - a table's game on disk: the one way a table writes its
 * save (after each move, and when the table closes).  A leaf under the
 * greeting, the commands and the server, which all save through it.
 */
#include "net_tab.h"

/* The one way a game is written (read back before it replaces the file). */
int net_save(struct net_table *t, struct tt_err *err)
{
	return io_game_write(t->s, t->save, err);
}
