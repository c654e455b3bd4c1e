/**
 * What `sim start` prints (commands/start.ts), by where stdout goes (issue 13 items 1, 2; clig.dev):
 *
 *   terminal   the URLs and a QR code per printer, then the live view (live-view.ts) redrawn every
 *              second and on a resize, log lines under it
 *   pipe/file  stdout stays machine-readable: the "ready" JSON line, then NDJSON events; the URLs
 *              go to stderr as plain lines, without QR codes or any escape code
 *   --json     the "ready" line and NDJSON events, nothing for people
 *
 * No colour with NO_COLOR (no-color.org): the QR codes are then drawn with plain block characters.
 */
import QRCode from "qrcode";
import type { PrinterRow } from "./fleet-types.ts";
import { liveLines } from "./live-view.ts";
import { textWidth } from "./text-width.ts";
import { describeTransport, type TransportStats } from "./transport/setup.ts";

/** The banner shows QR codes for this many printers; a big fleet is summed up. */
export const TABLE_ROWS = 40;

export type OutputMode = "terminal" | "pipe" | "json";

export interface Ready {
  app: string;
  /** null with --broker over WebSocket only. */
  mqtt: string | null;
  /** null with --broker: the app's /mqtt has no broker behind it. */
  ws: string | null;
  control: string;
  /** The control API's token for callers that name the sim by another host. */
  controlToken: string;
  speed: number;
  seed: number;
  dataFile: string | undefined;
  printers: readonly { sn: string; url: string }[];
  stats: TransportStats;
  /** A transport other than the default: say which, and how it is doing. */
  custom: boolean;
  /** The file the commands find this sim by (running-sims.ts), if written. */
  announced: string | null;
}

/** A QR code in half-block characters, light modules drawn (for a dark terminal), no escape codes. */
export function plainQr(text: string): string {
  const { modules } = QRCode.create(text, {});
  const quiet = 2;
  const size = modules.size;
  const dark = (r: number, c: number) => r >= 0 && c >= 0 && r < size && c < size && modules.get(r, c) === 1;
  const lines: string[] = [];
  for (let r = -quiet; r < size + quiet; r += 2) {
    let line = "";
    for (let c = -quiet; c < size + quiet; c++) {
      const top = !dark(r, c);
      const bottom = r + 1 < size + quiet && !dark(r + 1, c);
      line += top && bottom ? "█" : top ? "▀" : bottom ? "▄" : " ";
    }
    lines.push(line);
  }
  return lines.join("\n");
}

function readyJson(r: Ready): string {
  const { app, mqtt, ws, control, controlToken, speed, seed, printers } = r;
  return JSON.stringify({ type: "ready", app, mqtt, ws, control, controlToken, speed, seed, transport: { mode: r.stats.mode, broker: r.stats.broker }, printers });
}

function bannerLines(r: Ready): string[] {
  return [
    `sim: mqtt      ${r.mqtt ?? "(no TCP)"}  ${r.ws ?? "(no WebSocket: --broker)"}`,
    ...(r.custom ? [`sim: ${describeTransport(r.stats)}`] : []),
    // Each within 80 columns with the usual ports: a line that wraps is harder to read and to copy.
    `sim: control   ${r.control}${r.announced === null ? `  (pass --control ${r.control})` : "  (sim status & co find it)"}`,
    `sim: token     ${r.controlToken}  (header X-Sim-Control)`,
    `sim: speed ${r.speed}×, seed ${r.seed}${r.dataFile === undefined ? "" : `, state in ${r.dataFile}`}; Ctrl-C stops`,
  ];
}

export async function printReady(r: Ready, mode: OutputMode, colour: boolean): Promise<void> {
  if (mode === "json") return void console.log(readyJson(r));
  if (mode === "pipe") {
    console.log(readyJson(r));
    // For a person reading stderr: the URLs plainly, one per line.
    const lines = [`sim: app       ${r.app}`, ...r.printers.slice(0, TABLE_ROWS).map(({ sn, url }) => `sim: printer   ${sn}  ${url}`)];
    if (r.printers.length > TABLE_ROWS) lines.push(`sim: … and ${r.printers.length - TABLE_ROWS} more printers (sim status --json lists them)`);
    return void console.error([...lines, ...bannerLines(r)].join("\n"));
  }
  const out = [`sim: app       ${r.app}`];
  for (const { sn, url } of r.printers.slice(0, TABLE_ROWS)) {
    out.push(`sim: printer   ${sn}  ${url}`);
    out.push(colour ? await QRCode.toString(url, { type: "terminal", small: true }) : `${plainQr(url)}\n`);
  }
  if (r.printers.length > TABLE_ROWS) out.push(`sim: … and ${r.printers.length - TABLE_ROWS} more printers (sim status --json lists them)`);
  console.log([...out, ...bannerLines(r)].join("\n"));
}

export interface LiveSource {
  rows(): PrinterRow[];
  stats(): TransportStats;
  /** Virtual ms, for the NDJSON lines' ts. */
  now(): number;
  /** The last log lines, shown under the table. */
  recent: readonly string[];
}

/** The screen lines an old frame takes after the terminal changed to `columns`: tmux and most terminals rewrap long lines. */
function heightAfterResize(lines: readonly string[], columns: number): number {
  return lines.reduce((n, l) => n + Math.max(1, Math.ceil(textWidth(l) / Math.max(1, columns))), 0);
}

/**
 * The live view in a terminal: every frame is at most rows − 1 lines of at most columns − 1
 * characters (nothing wraps, nothing scrolls), so moving up by the lines drawn reaches the first
 * line of the last frame; after a resize (SIGWINCH) by what the old frame takes once rewrapped.
 */
function startTerminal(src: LiveSource, out: NodeJS.WriteStream): () => void {
  let drawn: string[] = [];
  const draw = (resized: boolean) => {
    const columns = out.columns > 0 ? out.columns : 80;
    const height = out.rows > 0 ? out.rows : 24;
    const lines = liveLines({ rows: src.rows(), transport: describeTransport(src.stats()), recent: src.recent }, columns - 1, height - 1);
    const up = resized ? Math.max(drawn.length, heightAfterResize(drawn, columns)) : drawn.length;
    // Up to the first line of the last frame (CUU, then column 1), each line over the old one and
    // cleared to its end (EL), then clear below (ED). Not ED from the top: a screen cleared whole is
    // pushed into the scrollback by tmux (scroll-on-clear) and others, a copy per second.
    out.write(`${up > 0 ? `\x1b[${up}A\r` : ""}${lines.map((l) => `${l}\x1b[K\n`).join("")}\x1b[J`);
    drawn = lines;
  };
  const onResize = () => draw(true);
  draw(false);
  const refresh = setInterval(() => draw(false), 1000);
  out.on("resize", onResize);
  return () => {
    clearInterval(refresh);
    out.off("resize", onResize);
  };
}

/** Starts the live output; the function it returns stops it. */
export function startLiveOutput(mode: OutputMode, src: LiveSource): () => void {
  if (mode === "terminal") return startTerminal(src, process.stdout);
  let droppedSeen = 0;
  const watchCap = setInterval(() => {
    const stats = src.stats();
    const dropped = stats.fanIn?.dropped ?? 0;
    if (dropped === droppedSeen) return;
    droppedSeen = dropped;
    console.log(JSON.stringify({ type: "transport", ts: src.now(), ...stats }));
  }, 1000);
  return () => clearInterval(watchCap);
}
