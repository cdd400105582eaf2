/*
 * net_peer.c - who is at the other end of a Unix-domain socket
 * (SO_PEERCRED): the table checks the account of every connection (its
 * limits on wrong codes count per account), a terminal checks that the
 * listener of a table's socket is the account the table names.
 *
 * Linux's struct ucred needs _GNU_SOURCE, so it lives in a file of its own.
 */
#define _GNU_SOURCE
#include <sys/socket.h>
#include <sys/types.h>
#include "net.h"

int net_peer(int fd, long *uid, long *pid)
{
	struct ucred cr;
	socklen_t n = sizeof cr;

	if (getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &cr, &n) < 0 || n != sizeof cr)
		return -1;
	*uid = (long)cr.uid;
	*pid = (long)cr.pid;
	return 0;
}
