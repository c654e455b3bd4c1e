/**
 * `sim record FILE [--duration s] [--sn A,B] [--control URL] [--json]`: the raw traffic of a running
 * sim's printers (heartbeat frames as hex, command messages, jobs; per serial, timestamped) into an
 * NDJSON file (recording.ts) for --duration real seconds, or until Ctrl-C.
 */
import { Command, InvalidArgumentError, Option } from "commander";
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { controlOption, openStream, positiveNumberParser, requireSimulated } from "../control-client.ts";
import { RECORD_FORMAT, RECORD_VERSION, type RecordHeader } from "../recording.ts";
import { isValidSn } from "../../web/contract/device/topics.ts";

function parseSerials(raw: string): string[] {
  const list = raw.split(",").map((s) => s.trim()).filter((s) => s !== "");
  const bad = list.find((s) => !isValidSn(s));
  if (list.length === 0 || bad !== undefined) throw new InvalidArgumentError(`a comma-separated list of printer serials, got "${raw}"`);
  return list;
}

interface Start {
  type: "start";
  vt: number;
  speed: number;
  serials: string[];
}

export interface RecordSummary {
  file: string;
  messages: number;
  bySerial: Record<string, number>;
  seconds: number;
}

/** Records until `seconds` pass or `stop` resolves; resolves to what was written. */
export async function record(control: string | undefined, file: string, seconds: number, serials: string[] | null, stop?: Promise<void>): Promise<RecordSummary> {
  // A serial the sim does not simulate would record nothing at all, and say nothing: refuse it first.
  await requireSimulated(control, serials ?? [], "--sn");
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), seconds * 1000);
  void stop?.then(() => abort.abort());
  const began = performance.now();
  let body: AsyncIterable<Buffer>;
  try {
    body = await openStream(control, `/traffic${serials === null ? "" : `?sn=${encodeURIComponent(serials.join(","))}`}`, abort.signal);
  } catch (err) {
    clearTimeout(timer);
    throw err;
  }
  const out = createWriteStream(file, { flags: "w" });
  const opened = once(out, "open");
  const failed = new Promise<never>((_, reject) => out.once("error", (err) => reject(new Error(`${file}: ${err.message}`))));
  await Promise.race([opened, failed]);
  const bySerial: Record<string, number> = {};
  let messages = 0;
  let pending = "";
  let header = false;
  const decoder = new TextDecoder();
  const write = (line: string) => {
    if (!header) {
      const s = JSON.parse(line) as Start;
      const h: RecordHeader = { type: "header", format: RECORD_FORMAT, version: RECORD_VERSION, recordedAt: new Date().toISOString(), vt: s.vt, speed: s.speed, serials: serials ?? s.serials };
      out.write(`${JSON.stringify(h)}\n`);
      header = true;
      return;
    }
    const sn = (JSON.parse(line) as { sn: string }).sn;
    bySerial[sn] = (bySerial[sn] ?? 0) + 1;
    messages += 1;
    out.write(`${line}\n`);
  };
  try {
    for await (const chunk of body) {
      pending += decoder.decode(chunk, { stream: true });
      let nl: number;
      while ((nl = pending.indexOf("\n")) >= 0) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        if (line.trim() !== "") write(line);
      }
    }
  } catch (err) {
    if (!abort.signal.aborted) throw new Error(`the sim stopped sending: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    clearTimeout(timer);
    out.end();
    await Promise.race([once(out, "finish"), failed]);
  }
  return { file, messages, bySerial, seconds: Math.round(performance.now() - began) / 1000 };
}

export function recordCommand(): Command {
  return new Command("record")
    .description("record the printers' raw traffic (NDJSON) from a running sim")
    .argument("<file>", "where to write the recording")
    .addOption(new Option("--duration <s>", "real seconds to record (Ctrl-C stops earlier)").default(10).argParser(positiveNumberParser("--duration", 86_400)))
    .addOption(new Option("--sn <serials>", "only these printers (comma-separated)").argParser(parseSerials))
    .addOption(controlOption())
    .option("--json", "print the summary as JSON", false)
    .action(async (file: string, o: { duration: number; sn?: string[]; control?: string; json: boolean }) => {
      let onSignal = () => {};
      const stop = new Promise<void>((resolve) => {
        onSignal = () => resolve();
        process.once("SIGINT", onSignal);
      });
      try {
        const s = await record(o.control, file, o.duration, o.sn ?? null, stop);
        if (o.json) console.log(JSON.stringify(s));
        else console.log(`recorded ${s.messages} messages in ${s.seconds.toFixed(1)} s to ${s.file} (${Object.entries(s.bySerial).map(([sn, n]) => `${sn} ${n}`).join(", ") || "none"})`);
      } finally {
        process.off("SIGINT", onSignal);
      }
    });
}
