/*
 * net_int.h - private interface of src/net (the table process, the
 * tables directory, a terminal's connection).
 */
#ifndef NET_INT_H
#define NET_INT_H

#include "net.h"

#define NET_SUN_MAX 108		/* sizeof sun_path on Linux */

/* dir/name.sock, refused when it does not fit a socket address. */
int net_sock_path(const char *dir, const char *name, char *out, size_t cap,
		  struct tt_err *err);

/* A table's description for listings: "game=G open=SECONDS free=a,b
 * seats=N watchers=N" (made by the table, read by net_list). */
void net_info_make(char *buf, size_t cap, const char *game, long open_s,
		   const struct tt_setup *su, const bool *taken, int watchers);
int net_info_parse(const char *text, struct net_entry *e);

/* The codes file of a table's save (SAVE without .ini, plus .codes):
 * "name NAME", "host SEAT" (whose code is the host's) and "code SEAT CODE"
 * lines, mode 0600. */
int net_codes_path(const char *save, char *out, size_t cap);
int net_codes_write(const char *path, const char *name, const struct tt_setup *su,
		    int host, char code[][WIRE_CODE_MAX], struct tt_err *err);
/* Read codes for the seats of su; a missing file leaves codes as they are. */
int net_codes_read(const char *path, char *name, size_t namecap, const struct tt_setup *su,
		   char code[][WIRE_CODE_MAX], struct tt_err *err);
/* A fresh random join code of 8 letters and digits (uniform, from the
 * kernel's random source).  0, or -1 when no random bytes came. */
int net_code_new(char *code, size_t cap);

#endif
