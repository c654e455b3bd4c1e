/**
 * Terminal columns a string takes (issue 13 item 1: a line must be cut to the width, never wrap):
 * East Asian wide characters (汉字, full-width forms, most emoji) take two, combining marks and
 * zero-width characters none, the rest one. Escape sequences are not expected here: the tables
 * and the live view are plain text.
 */

function codeWidth(cp: number): number {
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return 0; // control characters
  if ((cp >= 0x300 && cp <= 0x36f) || (cp >= 0x200b && cp <= 0x200f) || cp === 0xfe0f || (cp >= 0xfe00 && cp <= 0xfe0e)) return 0;
  if (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  ) {
    return 2;
  }
  return 1;
}

export function textWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += codeWidth(ch.codePointAt(0) ?? 0);
  return w;
}

/** `s` cut to at most `width` columns, ending in "…" when something was cut. */
export function cutToWidth(s: string, width: number): string {
  if (width <= 0) return "";
  if (textWidth(s) <= width) return s;
  let out = "";
  let w = 0;
  for (const ch of s) {
    const cw = codeWidth(ch.codePointAt(0) ?? 0);
    if (w + cw > width - 1) break; // room for the ellipsis
    out += ch;
    w += cw;
  }
  return `${out}…`;
}

/** `s` padded with spaces to `width` columns. */
export function padToWidth(s: string, width: number): string {
  const w = textWidth(s);
  return w >= width ? s : s + " ".repeat(width - w);
}
