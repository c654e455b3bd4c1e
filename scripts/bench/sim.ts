/**
 * The sim's figures (issue 4), each from real `sim start` processes read through their control API
 * (GET /transport: what was sent and delivered, the latency histogram, the process's CPU and RSS):
 *
 *   in-process  one `sim start --printers N --bridge` (N = 50,000 at 1 Hz): the printers publish
 *               with aedes.publish() and one wildcard subscriber (the bridge) takes every heartbeat.
 *               Targets: zero loss, p99 delivery ≤ 100 ms, under one core; RSS reported.
 *   --connect   a broker-only `sim start --printers 0` and a second `sim start --broker <first>`
 *               whose N printers (10,000) are real MQTT clients over TCP; the second's service
 *               client subscribes to every heartbeat. Loss, and each process's CPU and RSS: the
 *               first is the broker-only figure.
 *
 * CPU = process CPU time over the measured window / the window; the window starts after every
 * printer has sent once and a warm-up, so start-up is not counted. Loss is over the whole run,
 * read from the final NDJSON line each sim prints after SIGTERM (it waits for the broker to drain).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { diffHistogram, quantile } from "../../sim/transport/meter.ts";
import type { TransportReport } from "../../sim/transport/setup.ts";

const root = new URL("../..", import.meta.url).pathname;
const WARMUP_MS = 3000; // after every printer's first heartbeat: JIT and the first GCs settle

type Line = Record<string, unknown>;

interface SimProcess {
  child: ChildProcess;
  ready: Line;
  control: string;
  /** Resolves with the final transport line once the process has exited. */
  stop(): Promise<TransportReport & { drained: boolean }>;
}

async function startSim(args: string[], progress: (line: string) => void): Promise<SimProcess> {
  const child = spawn(process.execPath, ["sim/bin.mjs", "start", ...args, "--port", "0", "--control-port", "0", "--json"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const lines: Line[] = [];
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => {
    stderr += d.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-10_000);
  });
  const waiters: (() => void)[] = [];
  createInterface({ input: child.stdout! }).on("line", (l) => {
    if (!l.startsWith("{")) return;
    const parsed = JSON.parse(l) as Line;
    if (parsed.type === "ready" || parsed.type === "transport") lines.push(parsed);
    for (const w of waiters.splice(0)) w();
  });
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const ready = await new Promise<Line>((resolve, reject) => {
    const check = () => {
      const r = lines.find((l) => l.type === "ready");
      if (r !== undefined) return resolve(r);
      waiters.push(check);
    };
    check();
    void exited.then((code) => reject(new Error(`sim start ${args.join(" ")} exited (${code}) before ready: ${stderr}`)));
  });
  progress(`  sim start ${args.join(" ")}: ready`);
  return {
    child,
    ready,
    control: String(ready.control),
    async stop() {
      child.kill("SIGTERM");
      const code = await exited;
      const final = lines.find((l) => l.type === "transport" && l.final === true);
      if (code !== 0 || final === undefined) throw new Error(`sim start ${args.join(" ")} stopped with ${code}, no final line: ${stderr}`);
      return final as unknown as TransportReport & { drained: boolean };
    },
  };
}

async function report(sim: SimProcess): Promise<TransportReport & { t: number }> {
  const res = await fetch(`${sim.control}/transport`);
  if (!res.ok) throw new Error(`GET /transport: ${res.status}`);
  return { ...((await res.json()) as TransportReport), t: performance.now() };
}

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`bench: timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const cores = (a: TransportReport & { t: number }, b: TransportReport & { t: number }) =>
  (b.process.cpuUserUs + b.process.cpuSystemUs - a.process.cpuUserUs - a.process.cpuSystemUs) / 1000 / (b.t - a.t);
const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
const pct = (x: number) => `${Math.round(x * 100)} % of a core`;

export interface SimBenchOptions {
  /** Measured seconds (after start-up and warm-up). */
  seconds: number;
  printers: number;
  progress: (line: string) => void;
}

/** In-process printers, one wildcard subscriber: rows for the bench table. */
export async function benchSimInProcess(o: SimBenchOptions): Promise<string[][]> {
  o.progress(`sim in-process: ${o.printers} printers at 1 Hz for ${o.seconds} s`);
  const sim = await startSim(["--printers", String(o.printers), "--extra-printers", String(o.printers), "--bridge", "--mqtt-port", "0"], o.progress);
  let final: Awaited<ReturnType<SimProcess["stop"]>>;
  let a: TransportReport & { t: number };
  let b: TransportReport & { t: number };
  try {
    await until("every printer's first heartbeat", async () => (await report(sim)).sent.heartbeat >= o.printers, 120_000);
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    a = await report(sim);
    await new Promise((r) => setTimeout(r, o.seconds * 1000));
    b = await report(sim);
  } finally {
    final = await sim.stop();
  }
  const window = diffHistogram(a.latencyHistogram, b.latencyHistogram);
  const rate = (b.sent.heartbeat - a.sent.heartbeat) / ((b.t - a.t) / 1000);
  const loss = final.sent.heartbeat - final.delivered.heartbeat;
  return [
    [`sim in-process: ${o.printers} printers, heartbeats/s`, String(Math.round(rate)), `${o.printers}`, `${o.seconds} s measured`],
    ["sim in-process: heartbeats lost", String(loss), "0", `${final.sent.heartbeat} sent, ${final.delivered.heartbeat} delivered to the subscriber${final.drained ? "" : " (not drained)"}`],
    ["sim in-process: delivery latency p99", `${quantile(window, 0.99)} ms`, "<= 100 ms", `p50 ${quantile(window, 0.5)} ms, max ${window.at(-1)?.[0] ?? "-"} ms`],
    ["sim in-process: CPU of the process", pct(cores(a, b)), "< 1 core", "printers, broker, subscriber and mock API together"],
    ["sim in-process: RSS", mb(b.process.rssBytes), "", `peak ${mb(b.process.maxRssBytes)}`],
  ];
}

/** `--connect`: a broker-only sim and a sim of MQTT-client printers against it. */
export async function benchSimConnect(o: SimBenchOptions): Promise<string[][]> {
  o.progress(`sim --connect: ${o.printers} printers as MQTT clients at 1 Hz for ${o.seconds} s`);
  const secret = `bench-${process.pid}`;
  const broker = await startSim(["--printers", "0", "--extra-printers", String(o.printers), "--service-password", secret, "--mqtt-port", "0"], o.progress);
  let printers: SimProcess | null = null;
  let final: Awaited<ReturnType<SimProcess["stop"]>> | null = null;
  let rows: string[][];
  try {
    const url = new URL(String(broker.ready.mqtt));
    url.username = "tanghua-service";
    url.password = encodeURIComponent(`service:${secret}`);
    const t0 = performance.now();
    printers = await startSim(["--printers", String(o.printers), "--extra-printers", String(o.printers), "--broker", url.toString()], o.progress);
    const p = printers;
    let up = 0;
    await until(`${o.printers} printers connected`, async () => (up = (await report(p)).printersConnected ?? 0) === o.printers, 180_000).catch((err: unknown) => {
      throw new Error(`${err instanceof Error ? err.message : String(err)} (${up} were after 180 s)`);
    });
    const connectS = (performance.now() - t0) / 1000;
    await until("every printer's first heartbeat", async () => (await report(p)).sent.heartbeat >= o.printers, 60_000);
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    const [ba, pa] = [await report(broker), await report(p)];
    await new Promise((r) => setTimeout(r, o.seconds * 1000));
    const [bb, pb] = [await report(broker), await report(p)];
    final = await p.stop();
    printers = null;
    // Heartbeats due while a printer was still connecting never left it (mqtt.js refuses them): not broker loss.
    const loss = final.sent.heartbeat - final.unsent - final.delivered.heartbeat;
    const rate = (pb.sent.heartbeat - pa.sent.heartbeat) / ((pb.t - pa.t) / 1000);
    rows = [
      [`sim --connect: ${o.printers} MQTT clients, heartbeats/s`, String(Math.round(rate)), `${o.printers}`, `all connected after ${connectS.toFixed(1)} s`],
      ["sim --connect: heartbeats lost", String(loss), "0", `${final.sent.heartbeat} sent, ${final.unsent} refused while disconnected, ${final.delivered.heartbeat} delivered; fan-in cap dropped ${bb.fanIn?.dropped ?? 0}`],
      ["sim --connect: CPU, broker only", pct(cores(ba, bb)), "", `RSS ${mb(bb.process.rssBytes)} (peak ${mb(bb.process.maxRssBytes)}), ${bb.clients ?? 0} connections`],
      ["sim --connect: CPU, the printers' process", pct(cores(pa, pb)), "", `RSS ${mb(pb.process.rssBytes)} (peak ${mb(pb.process.maxRssBytes)}), ${o.printers} mqtt.js clients and the service subscriber`],
    ];
  } finally {
    if (printers !== null) await printers.stop().catch(() => {});
    await broker.stop().catch(() => {});
  }
  return rows;
}
