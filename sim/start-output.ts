/**
 * What `sim start` prints (commands/start.ts): once everything listens, the URLs and a QR code
 * per printer for people or one "ready" line with --json; then, in a TTY, a live table redrawn
 * every second, or, without one, an NDJSON line whenever the fan-in cap dropped heartbeats.
 */
import QRCode from "qrcode";
import type { PrinterRow } from "./fleet-types.ts";
import { renderTable } from "./table.ts";
import { describeTransport, type TransportStats } from "./transport/setup.ts";

/** The live table shows this many printers; a big fleet is summed up below it. */
export const TABLE_ROWS = 40;

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
}

export async function printReady(r: Ready, json: boolean): Promise<void> {
  if (json) {
    const { app, mqtt, ws, control, controlToken, speed, seed, printers } = r;
    console.log(JSON.stringify({ type: "ready", app, mqtt, ws, control, controlToken, speed, seed, transport: { mode: r.stats.mode, broker: r.stats.broker }, printers }));
    return;
  }
  console.log(`sim: app       ${r.app}`);
  for (const { sn, url } of r.printers.slice(0, TABLE_ROWS)) {
    console.log(`sim: printer   ${sn}  ${url}`);
    console.log(await QRCode.toString(url, { type: "terminal", small: true }));
  }
  if (r.printers.length > TABLE_ROWS) console.log(`sim: … and ${r.printers.length - TABLE_ROWS} more printers (sim status --json lists them)`);
  console.log(`sim: mqtt      ${r.mqtt ?? "(no TCP)"}  ${r.ws ?? "(no WebSocket: --broker)"}`);
  if (r.custom) console.log(`sim: ${describeTransport(r.stats)}`);
  console.log(`sim: control   ${r.control}  (sim status --control ${r.control})`);
  console.log(`sim: control token ${r.controlToken} (for a caller that names the sim by another host: header X-Sim-Control or ?control_token=)`);
  console.log(`sim: speed ${r.speed}×, seed ${r.seed}${r.dataFile === undefined ? "" : `, state in ${r.dataFile}`}; Ctrl-C stops`);
}

export interface LiveSource {
  rows(): PrinterRow[];
  stats(): TransportStats;
  /** Virtual ms, for the NDJSON lines' ts. */
  now(): number;
  /** The last log lines, shown under the table. */
  recent: readonly string[];
}

/** Starts the live output; the function it returns stops it. */
export function startLiveOutput(tty: boolean, src: LiveSource): () => void {
  if (tty) {
    let drawn = 0;
    const draw = () => {
      const rows = src.rows();
      const more = rows.length > TABLE_ROWS ? [`… and ${rows.length - TABLE_ROWS} more`] : [];
      const lines = [...renderTable(rows.slice(0, TABLE_ROWS)), ...more, describeTransport(src.stats()), "", ...src.recent];
      // Up over the previous table and clear to the end, so the URLs above stay.
      process.stdout.write(`${drawn > 0 ? `\x1b[${drawn}A\x1b[J` : ""}${lines.join("\n")}\n`);
      drawn = lines.length;
    };
    draw();
    const refresh = setInterval(draw, 1000);
    return () => clearInterval(refresh);
  }
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
