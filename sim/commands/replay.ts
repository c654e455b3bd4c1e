/**
 * `sim replay FILE [--speed x] [--control URL] [--json]`: publishes a recording (recording.ts) into a
 * running sim's broker with its original timing scaled by --speed (2 = twice as fast). While it
 * plays, the sim's own printers of the recorded serials stay silent, so a subscriber sees the
 * recording alone; they come back when it ends (or 5 s after the replay stops calling).
 */
import { Command, Option } from "commander";
import { readFile } from "node:fs/promises";
import { callControl, controlOption, positiveNumberParser, requireSimulated } from "../control-client.ts";
import { parseRecording, type RecordedMessage } from "../recording.ts";

const BATCH_MAX = 500; // messages per /inject call
const KEEPALIVE_MS = 1000; // real ms: renews the hold (a 5 s lease) through long gaps in the recording

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export interface ReplaySummary {
  file: string;
  messages: number;
  seconds: number;
}

export async function replay(control: string | undefined, file: string, speed: number, stop?: Promise<void>): Promise<ReplaySummary> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    throw new Error(`${file}: cannot read it (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  let recording;
  try {
    recording = parseRecording(text);
  } catch (err) {
    throw new Error(`${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const { messages } = recording;
  const hold = [...new Set([...recording.header.serials, ...messages.map((m) => m.sn)])];
  // Frames of a printer the sim does not know would reach no page and no model: refused before any is sent.
  await requireSimulated(control, hold, file);
  let stopped = false;
  void stop?.then(() => (stopped = true));
  const send = (batch: RecordedMessage[]) =>
    callControl(control, "POST", "/inject", { messages: batch.map(({ sn, kind, hex, text: t }) => ({ sn, kind, ...(hex !== undefined ? { hex } : { text: t }) })), hold });
  const began = performance.now();
  const first = messages[0]?.t ?? 0;
  let i = 0;
  try {
    await send([]); // silence the live printers before the first recorded frame
    while (i < messages.length && !stopped) {
      const elapsed = performance.now() - began;
      const due = ((messages[i]?.t ?? 0) - first) / speed;
      if (due > elapsed) {
        await sleep(Math.min(due - elapsed, KEEPALIVE_MS));
        if (due - (performance.now() - began) > 1) await send([]); // still waiting: renew the hold
        continue;
      }
      const batch: RecordedMessage[] = [];
      while (i < messages.length && batch.length < BATCH_MAX && ((messages[i]?.t ?? 0) - first) / speed <= performance.now() - began) batch.push(messages[i++] as RecordedMessage);
      await send(batch);
    }
  } finally {
    await callControl(control, "POST", "/inject", { messages: [], release: hold }).catch(() => {}); // best effort: the lease ends it anyway
  }
  return { file, messages: i, seconds: Math.round(performance.now() - began) / 1000 };
}

export function replayCommand(): Command {
  return new Command("replay")
    .description("replay a recording into a running sim's broker")
    .argument("<file>", "a recording from `sim record`")
    .addOption(new Option("--speed <x>", "how much faster than recorded (0.5 = half speed)").default(1).argParser(positiveNumberParser("--speed", 1000)))
    .addOption(controlOption())
    .option("--json", "print the summary as JSON", false)
    .action(async (file: string, o: { speed: number; control?: string; json: boolean }) => {
      let onSignal = () => {};
      const stop = new Promise<void>((resolve) => {
        onSignal = () => resolve();
        process.once("SIGINT", onSignal);
      });
      try {
        const s = await replay(o.control, file, o.speed, stop);
        if (o.json) console.log(JSON.stringify(s));
        else console.log(`replayed ${s.messages} messages from ${s.file} in ${s.seconds.toFixed(1)} s`);
      } finally {
        process.off("SIGINT", onSignal);
      }
    });
}
