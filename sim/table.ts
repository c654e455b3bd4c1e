/**
 * The fleet as a text table: `sim start`'s live view in a terminal and `sim status` without --json.
 * It fits the width it is given (issue 13 item 7: 80 columns): first with full headings and
 * values, then abbreviated, then without the columns support needs least (mode, uptime, queued,
 * bed, bamboo, …), and the faults column takes what is left, cut with "…". Nothing wraps.
 */
import type { PrinterRow } from "./fleet-types.ts";
import { cutToWidth, padToWidth, textWidth } from "./text-width.ts";

interface Column {
  head: string;
  short: string;
  /** 0: always shown; higher numbers are dropped first when the width is short. */
  drop: number;
  full(r: PrinterRow): string;
  compact(r: PrinterRow): string;
}

const GAP = 2;
const MIN_FAULTS = 6; // columns the faults column keeps before any but the least needed columns are dropped
const FAULTS_WANT = 30; // columns of faults worth dropping the least needed columns (mode, uptime, queued, …) for

const temp = (now: number, target: number) => `${now.toFixed(1)}/${target.toFixed(0)}`;
const tempShort = (now: number, target: number) => `${now.toFixed(0)}/${target.toFixed(0)}`;
const yesNo = (b: boolean) => (b ? "yes" : "NO");
const online = (r: PrinterRow) => (r.appOnline === null ? "never" : r.appOnline ? "online" : "OFFLINE");

/** 42s, 12m05s, 3h02m, 5d03h. */
export function formatUptime(s: number): string {
  const two = (n: number) => String(n).padStart(2, "0");
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${two(s % 60)}s`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h${two(Math.floor((s % 3600) / 60))}m`;
  return `${Math.floor(s / 86_400)}d${two(Math.floor((s % 86_400) / 3600))}h`;
}

const COLUMNS: readonly Column[] = [
  { head: "serial", short: "serial", drop: 0, full: (r) => r.sn, compact: (r) => r.sn },
  { head: "state", short: "state", drop: 0, full: (r) => r.state, compact: (r) => r.state },
  { head: "app sees", short: "app", drop: 1, full: online, compact: online },
  { head: "progress", short: "job", drop: 1, full: (r) => (r.order_sn === null ? "-" : `${r.progress}%`), compact: (r) => (r.order_sn === null ? "-" : `${r.progress}%`) },
  { head: "queued", short: "q", drop: 5, full: (r) => String(r.queued), compact: (r) => String(r.queued) },
  { head: "coins", short: "coins", drop: 2, full: (r) => String(r.coins), compact: (r) => String(r.coins) },
  {
    head: "heartbeat", short: "hb", drop: 2,
    full: (r) => (r.heartbeatAgeMs === null ? "never" : `${(r.heartbeatAgeMs / 1000).toFixed(1)} s ago`),
    compact: (r) => (r.heartbeatAgeMs === null ? "-" : `${(r.heartbeatAgeMs / 1000).toFixed(1)}s`),
  },
  { head: "nozzle °C", short: "nozzle", drop: 3, full: (r) => temp(r.nozzle, r.nozzleTarget), compact: (r) => tempShort(r.nozzle, r.nozzleTarget) },
  { head: "bed °C", short: "bed", drop: 4, full: (r) => temp(r.bed, r.bedTarget), compact: (r) => tempShort(r.bed, r.bedTarget) },
  { head: "material", short: "mat", drop: 3, full: (r) => yesNo(r.material), compact: (r) => yesNo(r.material) },
  { head: "bamboo", short: "bmb", drop: 4, full: (r) => yesNo(r.bamboo), compact: (r) => yesNo(r.bamboo) },
  { head: "uptime", short: "up", drop: 5, full: (r) => formatUptime(r.uptimeS), compact: (r) => formatUptime(r.uptimeS) },
  { head: "mode", short: "mode", drop: 6, full: (r) => String(r.printMode), compact: (r) => String(r.printMode) },
  { head: "faults", short: "faults", drop: 0, full: (r) => r.faults.join(",") || "-", compact: (r) => r.faults.join(",") || "-" },
];

export interface Table {
  lines: string[];
  /** Headings of the columns left out for the width. */
  hidden: string[];
}

/** The table of `rows` in at most `width` columns (Infinity: every column, nothing cut). */
export function renderTable(rows: readonly PrinterRow[], width = Number.POSITIVE_INFINITY): Table {
  const layout = (cols: readonly Column[], compact: boolean) => {
    const heads = cols.map((c) => (compact ? c.short : c.head));
    const cells = rows.map((r) => cols.map((c) => (compact ? c.compact(r) : c.full(r))));
    const widths = heads.map((h, i) => Math.max(textWidth(h), ...cells.map((c) => textWidth(c[i] ?? ""))));
    // The faults column (last) is flexible: it fits when it gets `want` columns (or all it needs).
    const fixed = widths.slice(0, -1).reduce((a, b) => a + b + GAP, 0);
    const fits = (want: number) => fixed + Math.min(widths.at(-1) ?? 0, want) <= width;
    return { heads, cells, widths, fits };
  };
  let cols = [...COLUMNS];
  let compact = false;
  let l = layout(cols, compact);
  if (!l.fits(Number.POSITIVE_INFINITY)) {
    compact = true;
    l = layout(cols, compact);
  }
  // Faults matter more than the least needed columns: those go first to show them whole (up to
  // FAULTS_WANT); the rest only when even MIN_FAULTS would not fit.
  for (const [want, least] of [[FAULTS_WANT, 3], [MIN_FAULTS, 1]] as const) {
    while (!l.fits(want)) {
      const worst = Math.max(...cols.map((c) => c.drop));
      if (worst < least) break;
      const at = cols.map((c) => c.drop).lastIndexOf(worst);
      cols = cols.filter((_, i) => i !== at);
      l = layout(cols, compact);
    }
  }
  const line = (c: readonly string[]) => {
    const text = c.map((s, i) => (i === c.length - 1 ? s : padToWidth(s, l.widths[i] ?? 0))).join(" ".repeat(GAP)).trimEnd();
    return Number.isFinite(width) ? cutToWidth(text, width) : text;
  };
  const shown = new Set(cols);
  return { lines: [line(l.heads), ...l.cells.map(line)], hidden: COLUMNS.filter((c) => !shown.has(c)).map((c) => c.head) };
}

/**
 * The fleet in counts, as lines of at most `width` columns (at most `maxLines`): by state, by what
 * the app sees, by fault. "2,003 printers: 1,990 idle, 8 printing, 5 error · app: 1,998 online,
 * 5 offline · faults: offline 3, heater-fail 2".
 */
export function summarize(rows: readonly PrinterRow[], width = Number.POSITIVE_INFINITY, maxLines = 2): string[] {
  const n = (x: number) => x.toLocaleString("en-US");
  const count = (keys: Iterable<string>) => {
    const m = new Map<string, number>();
    for (const k of keys) m.set(k, (m.get(k) ?? 0) + 1);
    return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const states = count(rows.map((r) => r.state)).map(([k, v]) => `${n(v)} ${k}`);
  const app = count(rows.map((r) => (r.appOnline === null ? "never seen" : r.appOnline ? "online" : "offline"))).map(([k, v]) => `${n(v)} ${k}`);
  const faults = count(rows.flatMap((r) => r.faults)).map(([k, v]) => `${k} ${n(v)}`);
  const parts = [
    `${n(rows.length)} printer${rows.length === 1 ? "" : "s"}: ${states.join(", ") || "none"}`,
    `app: ${app.join(", ") || "-"}`,
    `faults: ${faults.join(", ") || "none"}`,
  ];
  // Parts joined while they fit; a part that fits nowhere starts a line of its own.
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} · ${part}`) <= width) lines[lines.length - 1] = `${last} · ${part}`;
    else lines.push(part);
  }
  const kept = lines.slice(0, Math.max(1, maxLines));
  if (lines.length > kept.length) kept[kept.length - 1] = `${kept.at(-1) ?? ""} · ${lines.slice(kept.length).join(" · ")}`;
  return Number.isFinite(width) ? kept.map((l) => cutToWidth(l, width)) : kept;
}
