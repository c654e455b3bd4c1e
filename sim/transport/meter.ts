/**
 * Counts what the printers send and what comes back out of the broker, and times each heartbeat's
 * trip: the fleet calls `sent` as a printer publishes, the bridge calls `delivered` as the broker
 * hands the message over. Loss = heartbeats sent − heartbeats delivered (good frames only).
 *
 * Latency is real time (performance.now), from the printer's publish to the bridge, in a 1 ms
 * histogram up to 1 s (one overflow bucket above): enough for p50/p99 and for a bench to diff two
 * snapshots. One send time is kept per serial, so a heartbeat overtaken by its successor (a trip
 * longer than the period) is timed from the later one: such a trip is already a failure. Send times
 * are kept only when something here measures delivery (`timed`: the bridge).
 *
 * A subscriber in another process cannot be timed here: for it, `traceEvery` keeps the send time of
 * every heartbeat of one serial in `traceEvery` (tracedSerial(): a hash of the serial, so the
 * subscriber knows which without asking) as epoch ms with sub-ms precision (performance.timeOrigin +
 * performance.now(), comparable across processes on one machine). The k-th arrival of a serial's
 * heartbeat is the k-th send when the subscriber saw them all (`sim start --wait-for-subscriber`).
 */

export type MeteredKind = "heartbeat" | "command" | "malformed" | "presence";

const BUCKETS = 1001; // 0…999 ms, and 1000 = "1 s or more"

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  /** ms; the overflow bucket counts as 1000. */
  max: number;
}

export interface MeterSnapshot {
  sent: Record<MeteredKind, number>;
  delivered: Record<MeteredKind, number>;
  /** Publishes the printer's MQTT client refused (not connected at that moment). */
  unsent: number;
  /** Over the whole run; null before the first delivered heartbeat. */
  latencyMs: LatencySummary | null;
  /** [ms, count] for every non-empty 1 ms bucket: diff two of these for a window's quantiles. */
  latencyHistogram: [number, number][];
}

export interface Meter {
  sent(kind: MeteredKind, sn: string): void;
  delivered(kind: MeteredKind, sn: string): void;
  unsent(): void;
  snapshot(): MeterSnapshot;
  /** Send times (epoch ms) of the traced serials' heartbeats, oldest first; empty without traceEvery. */
  trace(): Record<string, number[]>;
}

export interface MeterOptions {
  /** Real ms (performance.now); tests inject one. */
  now?: () => number;
  /** Keep send times for delivered() to time (the bridge); default true. */
  timed?: boolean;
  /** Trace the heartbeats of one serial in this many (tracedSerial); 0 = none (the default). */
  traceEvery?: number;
}

/** Whether `sn` is among the serials traced with `every` (FNV-1a of the serial, mod every). */
export function tracedSerial(sn: string, every: number): boolean {
  if (every <= 0) return false;
  let h = 0x811c9dc5;
  for (let i = 0; i < sn.length; i++) h = Math.imul(h ^ sn.charCodeAt(i), 0x01000193) >>> 0;
  return h % every === 0;
}

/** Epoch ms with sub-ms precision, comparable between processes on one machine. */
export const epochNow = () => performance.timeOrigin + performance.now();

const zero = (): Record<MeteredKind, number> => ({ heartbeat: 0, command: 0, malformed: 0, presence: 0 });

/** p-quantile (0…1) of a histogram given as [ms, count] pairs in ascending ms. */
export function quantile(histogram: readonly (readonly [number, number])[], p: number): number {
  const total = histogram.reduce((n, [, c]) => n + c, 0);
  if (total === 0) return Number.NaN;
  const rank = Math.ceil(p * total);
  let seen = 0;
  for (const [ms, c] of histogram) {
    seen += c;
    if (seen >= rank) return ms;
  }
  return histogram.at(-1)?.[0] ?? Number.NaN;
}

/** b − a, bucket by bucket: the histogram of what happened between two snapshots. */
export function diffHistogram(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]): [number, number][] {
  const before = new Map(a.map(([ms, c]) => [ms, c]));
  return b.map(([ms, c]): [number, number] => [ms, c - (before.get(ms) ?? 0)]).filter(([, c]) => c > 0);
}

export function createMeter(o: MeterOptions = {}): Meter {
  const now = o.now ?? (() => performance.now());
  const timed = o.timed ?? true;
  const every = o.traceEvery ?? 0;
  const sent = zero();
  const delivered = zero();
  let unsent = 0;
  const sentAt = new Map<string, number>();
  const buckets = new Float64Array(BUCKETS);
  /** Per serial: its send log if traced, null if not (decided once per serial). */
  const traces = new Map<string, number[] | null>();

  function traceOf(sn: string): number[] | null {
    let t = traces.get(sn);
    if (t === undefined) traces.set(sn, (t = tracedSerial(sn, every) ? [] : null));
    return t;
  }

  return {
    sent(kind, sn) {
      sent[kind]++;
      if (kind !== "heartbeat") return;
      if (timed) sentAt.set(sn, now());
      if (every > 0) traceOf(sn)?.push(epochNow());
    },
    delivered(kind, sn) {
      delivered[kind]++;
      if (kind !== "heartbeat") return;
      const t0 = sentAt.get(sn);
      if (t0 === undefined) return; // someone else's printer on a shared broker
      const i = Math.min(BUCKETS - 1, Math.max(0, Math.floor(now() - t0)));
      buckets[i] = (buckets[i] ?? 0) + 1;
    },
    unsent() {
      unsent++;
    },
    snapshot() {
      const histogram: [number, number][] = [];
      buckets.forEach((c, ms) => {
        if (c > 0) histogram.push([ms, c]);
      });
      const count = histogram.reduce((n, [, c]) => n + c, 0);
      const latencyMs = count === 0 ? null : { count, p50: quantile(histogram, 0.5), p99: quantile(histogram, 0.99), max: histogram.at(-1)?.[0] ?? 0 };
      return { sent: { ...sent }, delivered: { ...delivered }, unsent, latencyMs, latencyHistogram: histogram };
    },
    trace() {
      const out: Record<string, number[]> = {};
      for (const [sn, t] of traces) if (t !== null) out[sn] = [...t];
      return out;
    },
  };
}
