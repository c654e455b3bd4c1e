/**
 * `sim watch <sn> [--json] [--duration s]`: one printer's live traffic, decoded (issue 13 item 8):
 * its heartbeats through the contract's codec (a bad frame says why), its command messages
 * (coins, print status) and the jobs sent to it, from the control API's GET /traffic. It also says
 * when heartbeats stop for longer than §4's 5 s (the app then shows the printer offline) and when
 * they come back. Human lines, or NDJSON with --json; Ctrl-C, --duration or a closed pipe end it
 * with exit code 0; a sim that stops is exit code 1.
 */
import { Command, InvalidArgumentError, Option } from "commander";
import { isInteractive, outputWidth, stdoutClosed } from "../cli-io.ts";
import { controlOption, openStream, positiveNumberParser, requireSimulated } from "../control-client.ts";
import { formatUptime } from "../table.ts";
import { cutToWidth } from "../text-width.ts";
import { PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import { decodeHeartbeat, describeHeartbeatError, fromHex, PRINT_MODE, type Heartbeat } from "../../web/contract/device/heartbeat.ts";
import { CommandMessage, PrintJobMessage } from "../../web/contract/device/messages.ts";
import { isValidSn } from "../../web/contract/device/topics.ts";

const MODE_NAMES = Object.fromEntries(Object.entries(PRINT_MODE).map(([k, v]) => [v, k.toLowerCase()])) as Record<number, string>;

/** One thing seen, as --json prints it. */
export type WatchEvent = { t: number; vt: number; sn: string } & (
  | { kind: "heartbeat"; heartbeat: Heartbeat }
  | { kind: "heartbeat"; error: string; bytes: number }
  | { kind: "command"; message: CommandMessage }
  | { kind: "job"; job: PrintJobMessage }
  | { kind: "gap"; ms: number }
  | { kind: "silent"; ms: number }
  | { kind: string; text?: string; hex?: string; invalid?: string }
);

interface TrafficLine {
  t: number;
  vt: number;
  sn: string;
  kind: string;
  hex?: string;
  text?: string;
}

/** Decodes one /traffic line into what it means. */
export function decodeTraffic(m: TrafficLine): WatchEvent {
  const at = { t: m.t, vt: m.vt, sn: m.sn };
  if (m.kind === "heartbeat" && m.hex !== undefined) {
    const bytes = fromHex(m.hex);
    if (bytes === null) return { ...at, kind: "heartbeat", error: "not hex", bytes: 0 };
    const r = decodeHeartbeat(bytes);
    return r.ok ? { ...at, kind: "heartbeat", heartbeat: r.value } : { ...at, kind: "heartbeat", error: describeHeartbeatError(r.error), bytes: bytes.length };
  }
  if ((m.kind === "command" || m.kind === "job") && m.text !== undefined) {
    let json: unknown;
    try {
      json = JSON.parse(m.text) as unknown;
    } catch {
      return { ...at, kind: m.kind, text: m.text, invalid: "not JSON" };
    }
    if (m.kind === "command") {
      const r = CommandMessage.safeParse(json);
      return r.success ? { ...at, kind: "command", message: r.data } : { ...at, kind: "command", text: m.text, invalid: r.error.issues[0]?.message ?? "invalid" };
    }
    const r = PrintJobMessage.safeParse(json);
    return r.success ? { ...at, kind: "job", job: r.data } : { ...at, kind: "job", text: m.text, invalid: r.error.issues[0]?.message ?? "invalid" };
  }
  return { ...at, kind: m.kind, ...(m.text !== undefined ? { text: m.text } : {}), ...(m.hex !== undefined ? { hex: m.hex } : {}) };
}

const clockOf = (vt: number) => new Date(vt).toISOString().slice(11, 23);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The human line of one event. */
export function describeEvent(e: WatchEvent): string {
  const head = `${clockOf(e.vt)}  ${e.kind.padEnd(9)}`;
  if ("heartbeat" in e) {
    const h = e.heartbeat;
    const extras = [
      h.materialPresent ? "" : "NO MATERIAL",
      h.bambooPresent ? "" : "NO BAMBOO",
      h.printFlow === 100 ? "" : `flow ${h.printFlow}%`,
      h.printSpeed === 100 ? "" : `speed ${h.printSpeed}%`,
      h.bytesRead > 0 ? `${h.bytesRead.toLocaleString("en-US")} bytes in ${h.printTime} s` : "",
    ].filter((s) => s !== "");
    return `${head}  ${(MODE_NAMES[h.printMode] ?? String(h.printMode)).padEnd(8)}  nozzle ${h.currentTemp.toFixed(1)}/${h.targetTemp.toFixed(0)} °C  bed ${h.currentBedTemp.toFixed(1)}/${h.targetBedTemp.toFixed(0)} °C  ${extras.join("  ")}${extras.length > 0 ? "  " : ""}up ${formatUptime(h.uptime)}`;
  }
  if ("error" in e) return `${head}  malformed frame (${e.bytes} bytes): ${e.error}`;
  if ("message" in e) {
    const m = e.message;
    const parts = [
      m.coins !== undefined ? `coins ${m.coins}` : "",
      m.order_sn !== undefined ? `order ${m.order_sn}` : "",
      m.print_status_info ?? "",
      m.print_status_message !== undefined ? `"${m.print_status_message}"` : "",
    ].filter((s) => s !== "");
    return `${head}  ${parts.join("  ") || "(empty)"}`;
  }
  if ("job" in e) return `${head}  order ${e.job.order_sn}  "${e.job.name}"  ${e.job.bytes.toLocaleString("en-US")} bytes`;
  if (e.kind === "gap" && "ms" in e) return `${head}  heartbeats back after ${seconds(e.ms)}${e.ms > PRINTER_OFFLINE_MS ? " (the app showed it offline meanwhile)" : ""}`;
  if (e.kind === "silent" && "ms" in e) return `${head}  no heartbeat for ${seconds(e.ms)}: the app shows it offline (§4: 5 s)`;
  if ("invalid" in e) return `${head}  invalid (${e.invalid}): ${e.text ?? ""}`;
  return `${head}  ${"text" in e && e.text !== undefined ? e.text : ("hex" in e ? (e.hex ?? "") : "")}`;
}

export interface WatchOptions {
  control?: string;
  sn: string;
  /** Real seconds; absent: until stopped. */
  duration?: number;
  /** Called with each event, in order. */
  onEvent(e: WatchEvent): void;
  stop?: Promise<void>;
}

/** Watches until `duration`, `stop` or the stream ends (the sim stopped: throws). */
export async function watch(o: WatchOptions): Promise<void> {
  const info = await requireSimulated(o.control, [o.sn], "sim watch");
  const speed = info.speed;
  const abort = new AbortController();
  const timer = o.duration === undefined ? undefined : setTimeout(() => abort.abort(), o.duration * 1000);
  void o.stop?.then(() => abort.abort());
  let lastBeat: { vt: number; real: number } | null = null;
  let silentSaid = false;
  let origin: { vt: number; real: number } | null = null;
  // §4: offline after 5 s of virtual time without a heartbeat; said once, while it lasts.
  const silence = setInterval(() => {
    if (lastBeat === null || silentSaid || origin === null) return;
    const quietMs = (performance.now() - lastBeat.real) * speed;
    if (quietMs <= PRINTER_OFFLINE_MS) return;
    silentSaid = true;
    const vt = lastBeat.vt + quietMs;
    o.onEvent({ t: Math.round((performance.now() - origin.real) * 1000) / 1000, vt: Math.round(vt), sn: o.sn, kind: "silent", ms: Math.round(quietMs) });
  }, 250);
  try {
    const body = await openStream(o.control, `/traffic?sn=${encodeURIComponent(o.sn)}`, abort.signal);
    const decoder = new TextDecoder();
    let pending = "";
    let first = true;
    try {
      for await (const chunk of body) {
        pending += decoder.decode(chunk, { stream: true });
        let nl: number;
        while ((nl = pending.indexOf("\n")) >= 0) {
          const line = pending.slice(0, nl);
          pending = pending.slice(nl + 1);
          if (line.trim() === "") continue;
          if (first) {
            first = false; // the stream's start line: the virtual clock at its start
            origin = { vt: (JSON.parse(line) as { vt: number }).vt, real: performance.now() };
            continue;
          }
          const e = decodeTraffic(JSON.parse(line) as TrafficLine);
          if (e.kind === "heartbeat" && !("error" in e)) {
            if (lastBeat !== null && e.vt - lastBeat.vt > PRINTER_OFFLINE_MS) o.onEvent({ t: e.t, vt: e.vt, sn: o.sn, kind: "gap", ms: e.vt - lastBeat.vt });
            lastBeat = { vt: e.vt, real: performance.now() };
            silentSaid = false;
          }
          o.onEvent(e);
        }
      }
    } catch (err) {
      if (!abort.signal.aborted) throw new Error(`the sim stopped sending: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    if (!abort.signal.aborted) throw new Error("the sim stopped sending (it was stopped?)");
  } finally {
    clearTimeout(timer);
    clearInterval(silence);
  }
}

function parseSn(raw: string): string {
  if (!isValidSn(raw)) throw new InvalidArgumentError(`not a printer serial: "${raw}"`);
  return raw;
}

export function watchCommand(): Command {
  return new Command("watch")
    .description("one printer's live traffic, decoded: heartbeats, command messages, jobs, gaps")
    .argument("<sn>", "printer serial", parseSn)
    .addOption(new Option("--duration <s>", "real seconds to watch (default: until Ctrl-C)").argParser(positiveNumberParser("--duration", 86_400)))
    .addOption(controlOption())
    .option("--json", "NDJSON: one object per heartbeat, message, job or gap", false)
    .action(async (sn: string, o: { duration?: number; control?: string; json: boolean }) => {
      const width = isInteractive() ? outputWidth() : Number.POSITIVE_INFINITY; // a terminal line never wraps
      let onSignal = () => {};
      const stop = new Promise<void>((resolve) => {
        onSignal = () => resolve();
        process.once("SIGINT", onSignal);
        process.once("SIGTERM", onSignal);
      });
      try {
        await watch({
          sn,
          ...(o.control !== undefined ? { control: o.control } : {}),
          ...(o.duration !== undefined ? { duration: o.duration } : {}),
          stop: Promise.race([stop, stdoutClosed]),
          onEvent: (e) => console.log(o.json ? JSON.stringify(e) : cutToWidth(describeEvent(e), width)),
        });
      } finally {
        process.off("SIGINT", onSignal);
        process.off("SIGTERM", onSignal);
      }
    });
}
