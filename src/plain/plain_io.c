/*
 * plain_io.c - lines in and out for the plain front end: signals, reading
 * a line at a time with read(2) (a signal interrupts the wait), printing
 * only printable text, yes/no questions and the scrolling curtain.
 *
 * The signal flags are the only globals here (handlers set them and do
 * nothing else).  Output goes through stdio and is flushed before every
 * read, so a pipe or a pseudo-terminal sees each prompt before it answers.
 */
#include <errno.h>
#include <langinfo.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include "plain.h"

static volatile sig_atomic_t plain_sig_stop;	/* SIGHUP or SIGTERM */
static volatile sig_atomic_t plain_sig_int;

static void plain_on_signal(int sig)
{
	if (sig == SIGINT)
		plain_sig_int = 1;
	else
		plain_sig_stop = 1;
}

/* Lines that scroll a screen away: the window's height and some more. */
static int plain_rows(void)
{
	struct winsize ws;

	if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0)
		return ws.ws_row + 2 > 200 ? 200 : ws.ws_row + 2;
	return 50;
}

int plain_start(void **fe, const struct front_args *a, const struct front_keymap *km,
		struct tt_err *err)
{
	struct plain *pl = calloc(1, sizeof *pl);
	struct sigaction sa;

	if (!pl)
		return tt_errf(err, "out of memory");
	pl->debug = a->debug;
	pl->km = *km;
	pl->tty = isatty(STDIN_FILENO);
	pl->utf8 = strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	pl->rows = plain_rows();
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = plain_on_signal;
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = 0;	/* no SA_RESTART: a signal ends the wait in read() */
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);
	*fe = pl;
	return 0;
}

void plain_stop(void *fe)
{
	fflush(stdout);
	free(fe);
}

/* One UTF-8 sequence at s (at most n bytes): its length if well formed
 * and printable, else 0. */
static size_t plain_utf8_len(const unsigned char *s, size_t n)
{
	size_t len = s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc0 ? 2 : 0;

	if (len == 0 || len > n || s[0] > 0xf4)
		return 0;
	for (size_t i = 1; i < len; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	/* C1 controls (U+0080..U+009F) would be read as escapes by some terminals */
	if (len == 2 && s[0] == 0xc2 && s[1] < 0xa0)
		return 0;
	return len;
}

void plain_put(struct plain *pl, const char *text)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t n = strlen(text);

	for (size_t i = 0; i < n;) {
		if (s[i] == '\n' || (s[i] >= 32 && s[i] < 127)) {
			putchar(s[i++]);
			continue;
		}
		if (s[i] == '\t') {
			putchar(' ');
			i++;
			continue;
		}
		size_t len = s[i] >= 0x80 ? plain_utf8_len(s + i, n - i) : 0;
		if (len && pl->utf8)
			fwrite(s + i, 1, len, stdout);
		else if (s[i] >= 0x80)
			putchar('?');	/* one mark for the whole character */
		i += len ? len : 1;
	}
}

void plain_say(struct plain *pl, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	plain_put(pl, buf);
	putchar('\n');
}

/* Take one line out of the buffer if a whole one is there. */
static bool plain_take(struct plain *p, char *line, size_t cap)
{
	char *nl = memchr(p->buf, '\n', p->len);
	size_t n, used;

	if (!nl && !(p->eof && p->len > 0))
		return false;
	used = nl ? (size_t)(nl - p->buf) + 1 : p->len;
	n = nl ? (size_t)(nl - p->buf) : p->len;
	while (n > 0 && (p->buf[n - 1] == '\r' || p->buf[n - 1] == ' ' || p->buf[n - 1] == '\t'))
		n--;
	if (n >= cap)
		n = cap - 1;
	memcpy(line, p->buf, n);
	line[n] = '\0';
	memmove(p->buf, p->buf + used, p->len - used);
	p->len -= used;
	return true;
}

/* Wait for more input; false at the end of input or on a signal. */
static int plain_fill(struct plain *pl)
{
	for (;;) {
		ssize_t n;

		if (plain_sig_stop) {
			pl->stop = PLAIN_STOP_HUP;
			return PLAIN_STOP;
		}
		if (plain_sig_int) {
			plain_sig_int = 0;
			return PLAIN_INT;
		}
		if (pl->len == sizeof pl->buf) {
			/* a line longer than the buffer: keep its start only */
			pl->buf[sizeof pl->buf - 1] = '\n';
			return 1;
		}
		n = read(STDIN_FILENO, pl->buf + pl->len, sizeof pl->buf - pl->len);
		if (n > 0) {
			pl->len += (size_t)n;
			return 1;
		}
		if (n < 0 && errno == EINTR)
			continue;
		pl->eof = true;	/* end of input, or the terminal is gone */
		return PLAIN_EOF;
	}
}

int plain_read(struct plain *pl, char *line, size_t cap)
{
	if (pl->tty)
		fputs("> ", stdout);
	fflush(stdout);
	for (;;) {
		int rc;

		if (plain_take(pl, line, cap))
			break;
		if (pl->eof) {
			pl->stop = PLAIN_STOP_HUP;
			return PLAIN_EOF;
		}
		rc = plain_fill(pl);
		if (rc == PLAIN_STOP || rc == PLAIN_INT)
			return rc;
	}
	while (*line == ' ' || *line == '\t')
		memmove(line, line + 1, strlen(line));
	if (!pl->tty) {
		fputs("> ", stdout);
		plain_put(pl, line);
		putchar('\n');
	}
	return 1;
}

bool plain_ask(struct plain *pl, const char *question)
{
	char line[64];

	for (;;) {
		int rc;

		plain_say(pl, "%s (y/n)", question);
		rc = plain_read(pl, line, sizeof line);
		if (rc == PLAIN_INT)
			continue;
		if (rc != 1)
			return false;
		if (!strcmp(line, "y") || !strcmp(line, "yes") || !strcmp(line, "Y"))
			return true;
		if (!strcmp(line, "n") || !strcmp(line, "no") || !strcmp(line, "N") || !*line)
			return false;
	}
}

void plain_scroll(struct plain *pl)
{
	for (int i = 0; i < pl->rows; i++)
		putchar('\n');
}

int plain_number(const char *line, int n)
{
	int v = 0;

	if (!*line)
		return -1;
	for (const char *c = line; *c; c++) {
		if (*c < '0' || *c > '9')
			return -1;
		if (v < 100000)
			v = v * 10 + (*c - '0');
	}
	return v >= 1 && v <= n ? v : 0;
}
