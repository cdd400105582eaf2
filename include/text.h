/*
 * text.h - plain-text rendering of canvases and views (batch `show`,
 * test snapshots).
 */
#ifndef TEXT_H
#define TEXT_H

#include <stdbool.h>
#include <stdio.h>
#include "canvas.h"
#include "engine.h"

/* Append a canvas as lines of text (trailing blanks trimmed). */
void text_canvas(struct tt_out *out, const struct canvas *cv, bool utf8);
/* Title, board, then the side panel, then the prompt. */
void text_view(struct tt_out *out, const struct tt_view *v, const struct tt_prompt *p, bool utf8);

#endif
