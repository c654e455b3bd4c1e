/**
 * The temperature chart's data (§2 waiting page: nozzle and bed against their targets, the last
 * few minutes): a time-windowed buffer with at most one point per second, and its SVG paths. Pure.
 */

export interface TempSample {
  /** ms, the page's clock when the heartbeat arrived. */
  t: number;
  /** °C */
  nozzle: number;
  nozzleTarget: number;
  bed: number;
  bedTarget: number;
}

export const CHART_WINDOW_MS = 3 * 60_000; // the last 3 minutes
export const CHART_MIN_GAP_MS = 1000; // one point a second: a fast sim (--speed 10) sends ten

/**
 * Adds a sample. Settled points are at least minGapMs apart; the newest is live and replaced by
 * the next sample until it is that far past its predecessor (so the right edge is always current).
 * Samples older than windowMs before the newest fall off. Returns a new array.
 */
export function pushSample(series: readonly TempSample[], s: TempSample, windowMs = CHART_WINDOW_MS, minGapMs = CHART_MIN_GAP_MS): TempSample[] {
  const last = series[series.length - 1];
  const prev = series.length >= 2 ? series[series.length - 2] : undefined;
  if (last !== undefined && s.t < last.t) return series.slice(); // out of order (clock step): drop it
  // The last point is live until it is minGapMs past the one before it; until then it is replaced.
  const replace = last !== undefined && prev !== undefined && last.t - prev.t < minGapMs;
  const kept = replace ? series.slice(0, -1) : series.slice();
  kept.push(s);
  const from = s.t - windowMs;
  let first = 0;
  while (first < kept.length - 1 && (kept[first] as TempSample).t < from) first += 1;
  return first === 0 ? kept : kept.slice(first);
}

export interface ChartGeometry {
  width: number;
  height: number;
  /** °C at the top edge; the bottom is 0 °C. */
  yMax: number;
  nozzle: string;
  nozzleTarget: string;
  bed: string;
  bedTarget: string;
  /** °C values for horizontal grid lines, with their y. */
  ticks: { value: number; y: number }[];
}

/** Top of the scale: above every value with room, rounded up to 50 °C (never below 50). */
export function scaleMax(series: readonly TempSample[]): number {
  let max = 0;
  for (const s of series) max = Math.max(max, s.nozzle, s.nozzleTarget, s.bed, s.bedTarget);
  return Math.max(50, Math.ceil((max + 5) / 50) * 50);
}

function path(series: readonly TempSample[], pick: (s: TempSample) => number, x: (t: number) => number, y: (c: number) => number): string {
  let d = "";
  for (const s of series) d += `${d === "" ? "M" : "L"}${x(s.t).toFixed(1)} ${y(pick(s)).toFixed(1)}`;
  return d;
}

/** The shortest time the x axis spans, so the first seconds do not fill the whole width. */
export const CHART_MIN_SPAN_MS = 30_000;

/**
 * Paths in a width × height box. Time ends at the newest sample and spans the data (at least
 * CHART_MIN_SPAN_MS, at most the window), so a fresh page shows a curve rather than a sliver.
 */
export function chartGeometry(series: readonly TempSample[], width: number, height: number, windowMs = CHART_WINDOW_MS): ChartGeometry {
  const yMax = scaleMax(series);
  const end = series.length > 0 ? (series[series.length - 1] as TempSample).t : 0;
  const start = series.length > 0 ? (series[0] as TempSample).t : 0;
  const span = Math.min(windowMs, Math.max(CHART_MIN_SPAN_MS, end - start));
  const x = (t: number) => width - ((end - t) / span) * width;
  const y = (c: number) => height - (Math.max(0, Math.min(c, yMax)) / yMax) * height;
  const step = yMax <= 100 ? 25 : 50;
  const ticks: { value: number; y: number }[] = [];
  for (let v = step; v < yMax; v += step) ticks.push({ value: v, y: Number(y(v).toFixed(1)) });
  return {
    width,
    height,
    yMax,
    nozzle: path(series, (s) => s.nozzle, x, y),
    nozzleTarget: path(series, (s) => s.nozzleTarget, x, y),
    bed: path(series, (s) => s.bed, x, y),
    bedTarget: path(series, (s) => s.bedTarget, x, y),
    ticks,
  };
}
