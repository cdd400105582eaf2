/*
 * keyline.h - the key line of a prompt, written from its key table
 * (struct tt_keydef, engine.h).  Pure.
 */
#ifndef TT_KEYLINE_H
#define TT_KEYLINE_H

#include <stdbool.h>
#include "engine.h"

/* Add a key to p's key table (word "" joins the group before); a table
 * that is full ignores the rest. */
void keyline_add(struct tt_prompt *p, int key, const char *cmd, const char *word);
/* Does an option of p claim key now? */
bool keyline_live(const struct tt_prompt *p, int key);
/* Write p->keys from p->keydef: each group with its word, left out when
 * no option claims any of its keys; a run of digits shows the digits an
 * option claims ("1-3"), any other group all its keys ("arrows", "j/U/J").
 * Does nothing when the table is empty (the engine wrote p->keys). */
void keyline_write(struct tt_prompt *p);
/* Add every keyed option not in the table yet, its label as the word;
 * arrow options whose labels start alike join one group ("step left",
 * "step right": "Left/Right step"). */
void keyline_from_options(struct tt_prompt *p);
/* The key table entry for key, or NULL. */
const struct tt_keydef *keyline_find(const struct tt_prompt *p, int key);

#endif
