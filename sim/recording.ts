/**
 * The file `sim record` writes and `sim replay` reads: NDJSON, a header line, then one line per
 * message a printer (or the backend's job) put on the broker, oldest first:
 *
 *   {"type":"header","format":"tanghua-sim-record","version":1,"recordedAt":"2026-…Z","vt":1768442400000,"speed":10,"serials":["SIM-0001"]}
 *   {"t":12.5,"vt":1768442400125,"sn":"SIM-0001","kind":"heartbeat","hex":"0107…"}
 *   {"t":13.1,"vt":1768442400131,"sn":"SIM-0001","kind":"command","text":"{\"sn\":\"SIM-0001\",\"coins\":5,…}"}
 *
 * `t` is real ms since the recording began (as the sim saw it: replay keeps this timing, scaled by
 * --speed); `vt` the sim's virtual clock. Heartbeats (binary, malformed ones included) are hex,
 * command and job messages their JSON text as sent.
 */
import * as z from "zod/mini";
import { isValidSn } from "../web/contract/device/topics.ts";
import { describeIssues } from "./zod-issue.ts";

export const RECORD_FORMAT = "tanghua-sim-record";
export const RECORD_VERSION = 1;

export const RecordHeader = z.looseObject({
  type: z.literal("header"),
  format: z.literal(RECORD_FORMAT),
  version: z.literal(RECORD_VERSION),
  recordedAt: z.string(),
  vt: z.number(),
  speed: z.number().check(z.positive()),
  serials: z.array(z.string()),
});
export type RecordHeader = z.infer<typeof RecordHeader>;

export const RecordedMessage = z.strictObject({
  t: z.number().check(z.gte(0)),
  vt: z.number(),
  sn: z.string().check(z.refine(isValidSn, "not a printer serial")),
  kind: z.enum(["heartbeat", "command", "job"]),
  hex: z.optional(z.string().check(z.regex(/^([0-9a-f]{2})*$/, "lowercase hex bytes"))),
  text: z.optional(z.string()),
});
export type RecordedMessage = z.infer<typeof RecordedMessage>;

export interface Recording {
  header: RecordHeader;
  messages: RecordedMessage[];
}

/** Parses a recording; a bad line is an Error naming its line number and field. */
export function parseRecording(text: string): Recording {
  const lines = text.split("\n").map((l, i) => ({ l: l.trim(), n: i + 1 })).filter(({ l }) => l !== "");
  const first = lines[0];
  if (first === undefined) throw new Error("empty: no header line");
  const json = (l: string, n: number): unknown => {
    try {
      return JSON.parse(l) as unknown;
    } catch {
      throw new Error(`line ${n}: not JSON`);
    }
  };
  const head = RecordHeader.safeParse(json(first.l, first.n));
  if (!head.success) throw new Error(`line 1: not a ${RECORD_FORMAT} version ${RECORD_VERSION} header (${describeIssues(head.error.issues)})`);
  let lastT = 0;
  const messages = lines.slice(1).map(({ l, n }) => {
    const r = RecordedMessage.safeParse(json(l, n));
    if (!r.success) throw new Error(`line ${n}: ${describeIssues(r.error.issues)}`);
    if ((r.data.hex === undefined) === (r.data.text === undefined)) throw new Error(`line ${n}: give exactly one of hex or text`);
    if (r.data.t < lastT) throw new Error(`line ${n}: t ${r.data.t} goes back in time (previous ${lastT})`);
    lastT = r.data.t;
    return r.data;
  });
  return { header: head.data, messages };
}
