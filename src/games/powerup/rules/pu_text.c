/*
 * pu_text.c - POWERUP: the texts of the data files.  Every POW! card,
 * BUG card and BUG sheet carries its own words (`short`, the panel's
 * form of at most 18 characters, and `text`, the full sentence that
 * `info` and the i key show), and the special actions, the rules that
 * destroy equipment and the BUG abilities have a [special NAME],
 * [destroy NAME] or [ability NAME] section each.  They are house texts:
 * the rulebook shows the cards only as pictures.  A text is printable
 * ASCII (every terminal shows it); errors read "file:line: ...".
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

#define PU_BRIEF_MAX (PU_SHORT - 1)

/* key of section s: required, printable ASCII, at most max characters. */
static int pu_text_key(struct conf_doc *doc, struct conf_sec *s, const char *key, char *out,
		       size_t cap, size_t max, struct tt_err *err)
{
	const char *v = conf_raw(s, key);

	if (!v || !v[0])
		return conf_errf(doc, v ? conf_line(s, key) : s->line, err,
				 "[%s] needs %s = its words (house text)", s->name, key);
	if (strlen(v) > max)
		return conf_errf(doc, conf_line(s, key), err, "%s: at most %zu characters%s", key, max,
				 max == PU_BRIEF_MAX ? " (the panel's width)" : "");
	for (const char *p = v; *p; p++)
		if ((unsigned char)*p < 32 || (unsigned char)*p > 126)
			return conf_errf(doc, conf_line(s, key), err,
					 "%s: printable ASCII only (every terminal shows it)", key);
	tt_strlcpy(out, v, cap);
	return 0;
}

int pu_text_read(struct conf_doc *doc, struct conf_sec *s, char *brief, char *text,
		 struct tt_err *err)
{
	if (brief && pu_text_key(doc, s, "short", brief, PU_SHORT, PU_BRIEF_MAX, err) < 0)
		return -1;
	return pu_text_key(doc, s, "text", text, PU_TEXT, PU_TEXT - 1, err);
}

int pu_text_kinds(struct conf_doc *doc, const char *kind, const char *const *names, int first,
		  char (*brief)[PU_SHORT], char (*text)[PU_TEXT], struct tt_err *err)
{
	char name[80];

	for (int i = first; names[i]; i++) {
		struct conf_sec *s;

		snprintf(name, sizeof name, "%s %s", kind, names[i]);
		if (!(s = conf_section(doc, name)))
			return conf_errf(doc, doc->nlines, err, "expected a [%s] section with short and text "
					 "(house text)", name);
		if (pu_text_read(doc, s, brief[i], text[i], err) < 0)
			return -1;
	}
	return 0;
}
