/**
 * What a stretch of heartbeat arrivals says about a span of time (issue 13 item 9: expectations
 * that hold over a span). Pure: times are virtual ms, the arrivals ascending. §4: a printer is
 * offline once 5 s pass without a heartbeat, so "online the whole span" is "no gap over 5 s
 * reaches into it", and a gap is measured from the last heartbeat BEFORE the span began (a printer
 * silent since before the span is not online in it).
 */

export interface Gap {
  /** The heartbeat the silence began after (or the reference time when none came before). */
  from: number;
  /** The next heartbeat, or the end of the span looked at when none came yet (`open`). */
  to: number;
  /** No heartbeat closed it yet. */
  open: boolean;
}

/**
 * Every gap between consecutive arrivals in [start, end] (and from the last one to `end`), starting
 * from the last arrival at or before `start`, or `reference` (e.g. when the subscription began)
 * when there is none. Arrivals after `end` are not looked at.
 */
export function gaps(arrivals: readonly number[], start: number, end: number, reference: number): Gap[] {
  let prev = reference;
  let i = 0;
  for (; i < arrivals.length && (arrivals[i] ?? Infinity) <= start; i++) prev = Math.max(prev, arrivals[i] ?? prev);
  const out: Gap[] = [];
  for (; i < arrivals.length; i++) {
    const t = arrivals[i] ?? Infinity;
    if (t > end) break;
    out.push({ from: prev, to: t, open: false });
    prev = t;
  }
  if (end > prev) out.push({ from: prev, to: end, open: true });
  return out;
}

/** The first gap longer than `maxMs` reaching into [start, end] (an open one: silent for longer than that by `end`), or null. */
export function firstGapOver(arrivals: readonly number[], start: number, end: number, reference: number, maxMs: number): Gap | null {
  return gaps(arrivals, start, end, reference).find((g) => g.to - g.from > maxMs) ?? null;
}

/** The longest gap reaching into [start, end], in ms (0 when nothing is known). */
export function longestGap(arrivals: readonly number[], start: number, end: number, reference: number): number {
  return gaps(arrivals, start, end, reference).reduce((m, g) => Math.max(m, g.to - g.from), 0);
}
