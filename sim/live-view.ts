/**
 * The lines of `sim start`'s live view for a terminal of `width` × `height` (issue 13 item 1): a
 * summary (counts by state, by what the app sees, by fault), the table, the transport line and the
 * last log lines, every line cut to the width and all of them within the height, so a redraw that
 * moves the cursor up by the number of lines it drew lands exactly on the first one.
 *
 * A fleet that fits is listed in serial order; a bigger one shows its faulted printers first
 * (a fault, an error, or offline to the app), then as many others as fit, and says how many more.
 */
import type { PrinterRow } from "./fleet-types.ts";
import { renderTable, summarize } from "./table.ts";
import { cutToWidth } from "./text-width.ts";

export interface LiveFrame {
  rows: readonly PrinterRow[];
  /** The transport line (transport/setup.ts describeTransport). */
  transport: string;
  /** The last log lines, oldest first. */
  recent: readonly string[];
}

const MAX_RECENT = 4; // log lines under the table
const MIN_TABLE_ROWS = 5; // printers kept on screen before log lines are given room

const faulted = (r: PrinterRow) => r.faults.length > 0 || r.state === "error" || r.appOnline === false;

export function liveLines(frame: LiveFrame, width: number, height: number): string[] {
  const { rows } = frame;
  const summary = summarize(rows, width, height >= 12 ? 2 : 1);
  const fixed = summary.length + 2; // the summary, the table's header, the transport line
  const wantRows = Math.min(rows.length, MIN_TABLE_ROWS) + (rows.length > MIN_TABLE_ROWS ? 1 : 0);
  const recentN = Math.max(0, Math.min(frame.recent.length, MAX_RECENT, height - fixed - wantRows));
  const room = Math.max(0, height - fixed - recentN);
  let shown: readonly PrinterRow[];
  let more: string[] = [];
  if (rows.length <= room) {
    shown = rows;
  } else {
    const first = rows.filter(faulted);
    const rest = rows.filter((r) => !faulted(r));
    shown = [...first, ...rest].slice(0, Math.max(0, room - 1));
    const hidden = rows.length - shown.length;
    const hiddenFaulted = Math.max(0, first.length - shown.length);
    more = [`… ${hidden.toLocaleString("en-US")} more${hiddenFaulted > 0 ? ` (${hiddenFaulted.toLocaleString("en-US")} of them faulted)` : ""}: sim status lists them all`];
  }
  const table = renderTable(shown, width).lines;
  const lines = [...summary, ...table, ...more, frame.transport, ...frame.recent.slice(frame.recent.length - recentN)];
  return lines.slice(0, Math.max(1, height)).map((l) => cutToWidth(l, width));
}
