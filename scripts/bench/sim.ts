/**
 * The sim's figures (issue 4), each from real `sim start` processes read through their control API
 * (GET /transport: what was sent and delivered, the process's CPU and RSS), one after the other:
 *
 *   in-process  one `sim start --printers N --wait-for-subscriber --trace 10` (N = 50,000 at 1 Hz):
 *               the printers publish into the built-in broker in-process, and one subscriber in a
 *               process of its own (sim-subscriber.ts) takes every heartbeat over TCP as the
 *               backend's service. It subscribes before the printers start, so loss is exact: sent −
 *               received. Delivery latency is the subscriber's arrival time minus the printer's send
 *               time for one printer in ten (the sim keeps those send times, GET /transport/trace),
 *               both on the machine's clock (performance.timeOrigin + now; their offset is measured
 *               and shown). Targets: zero loss, p99 ≤ 100 ms, the sim under one core; RSS reported.
 *   --connect   a broker-only `sim start --printers 0` and a second `sim start --broker <first>`
 *               whose N printers (10,000) are real MQTT clients over TCP; the second's service
 *               client subscribes to every heartbeat over TCP (same process as the printers, so its
 *               latency is on one clock). Loss, and each process's CPU and RSS: the first is the
 *               broker-only figure; also how long connecting and shutting down took.
 *
 * CPU = process CPU time over the measured window / the window; the window starts after every
 * printer has sent once and a warm-up, so start-up is not counted. The machine's load average is
 * shown with each run: on a shared machine the figures move with it.
 */
import { fork, spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { diffHistogram, epochNow, quantile } from "../../sim/transport/meter.ts";
import type { TransportReport } from "../../sim/transport/setup.ts";
import type { SubscriberStats } from "./sim-subscriber.ts";

const root = new URL("../..", import.meta.url).pathname;
const WARMUP_MS = 3000; // after every printer's first heartbeat: JIT and the first GCs settle

type Line = Record<string, unknown>;

interface SimProcess {
  child: ChildProcess;
  ready: Line;
  control: string;
  /** Resolves with the final transport line once the process has exited (and how long that took). */
  stop(): Promise<TransportReport & { drained: boolean; stopMs: number }>;
  /** SIGTERM, for a sim that prints no final line (broker only); resolves to the ms it took to exit. */
  end(): Promise<number>;
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
      const t0 = performance.now();
      child.kill("SIGTERM");
      const code = await exited;
      const stopMs = performance.now() - t0;
      const final = lines.find((l) => l.type === "transport" && l.final === true);
      if (code !== 0 || final === undefined) throw new Error(`sim start ${args.join(" ")} stopped with ${code}, no final line: ${stderr}`);
      return { ...(final as unknown as TransportReport & { drained: boolean }), stopMs };
    },
    async end() {
      const t0 = performance.now();
      child.kill("SIGTERM");
      const code = await exited;
      if (code !== 0) throw new Error(`sim start ${args.join(" ")} stopped with ${code}: ${stderr}`);
      return performance.now() - t0;
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
const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");

/** A free TCP port on loopback (the in-process bench's subscriber must know it before the sim is ready). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The subscriber process (sim-subscriber.ts) and its IPC questions. */
function startSubscriber(url: string, secret: string, traceEvery: number) {
  const child = fork(new URL("./sim-subscriber.ts", import.meta.url).pathname, [url, secret, String(traceEvery)], { cwd: root, execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const ask = <T>(question: string, type: string): Promise<T> =>
    new Promise((resolve, reject) => {
      const onMessage = (m: { type?: string }) => {
        if (m.type !== type) return;
        child.off("message", onMessage);
        resolve(m as T);
      };
      child.on("message", onMessage);
      child.once("exit", (code) => reject(new Error(`the subscriber exited (${code})`)));
      child.send(question);
    });
  return {
    stats: () => ask<SubscriberStats>("stats", "stats"),
    arrivals: async () => (await ask<{ arrivals: Record<string, number[]> }>("arrivals", "arrivals")).arrivals,
    close: () => {
      if (child.connected) child.send("exit");
    },
  };
}

/** ms to add to a time of this process's clock for the other's, ± half the round trip. */
async function clockOffset(read: () => Promise<number>): Promise<{ offset: number; within: number }> {
  const t0 = epochNow();
  const theirs = await read();
  const t1 = epochNow();
  return { offset: theirs - (t0 + t1) / 2, within: (t1 - t0) / 2 };
}

export interface SimBenchOptions {
  /** Measured seconds (after start-up and warm-up). */
  seconds: number;
  printers: number;
  progress: (line: string) => void;
}

const TRACE_EVERY = 10; // one printer in ten: 5,000 latency samples a second at 50,000 printers

/** In-process printers, one subscriber on every heartbeat in a process of its own: rows for the bench table. */
export async function benchSimInProcess(o: SimBenchOptions): Promise<string[][]> {
  o.progress(`sim in-process: ${o.printers} printers at 1 Hz for ${o.seconds} s; load average ${load()}`);
  const loadBefore = load();
  const secret = `bench-${process.pid}`;
  const port = await freePort();
  const args = ["--printers", String(o.printers), "--extra-printers", String(o.printers), "--mqtt-port", String(port), "--service-password", secret, "--wait-for-subscriber", "--trace", String(TRACE_EVERY)];
  const sub = startSubscriber(`mqtt://127.0.0.1:${port}`, secret, TRACE_EVERY);
  let sim: SimProcess | null = null;
  try {
    sim = await startSim(args, o.progress); // ready once the subscriber is in and the printers run
    const p = sim;
    await until("every printer's first heartbeat", async () => (await report(p)).sent.heartbeat >= o.printers, 120_000);
    await new Promise((r) => setTimeout(r, WARMUP_MS));
    const simClock = await clockOffset(async () => (await report(p)).process.epochMs);
    const subClock = await clockOffset(async () => (await sub.stats()).epochMs);
    const [a, sa] = [await report(p), await sub.stats()];
    await new Promise((r) => setTimeout(r, o.seconds * 1000));
    const [b, sb] = [await report(p), await sub.stats()];
    const trace = await traceOf(p);
    const final = await p.stop();
    sim = null;
    await new Promise((r) => setTimeout(r, 1000)); // the last frames on their way to the subscriber
    const [end, arrivals] = [await sub.stats(), await sub.arrivals()];

    // Latency of the traced printers' heartbeats sent within the window, k-th send ↔ k-th arrival.
    const from = a.process.epochMs;
    const to = b.process.epochMs;
    const lat: number[] = [];
    let missing = 0;
    for (const [sn, sends] of Object.entries(trace)) {
      const got = arrivals[sn] ?? [];
      sends.forEach((t, k) => {
        if (t < from || t > to) return;
        const at = got[k];
        if (at === undefined) missing++;
        else lat.push(at - t);
      });
    }
    lat.sort((x, y) => x - y);
    const q = (p: number) => (lat.length === 0 ? Number.NaN : (lat[Math.min(lat.length - 1, Math.ceil(p * lat.length) - 1)] as number));
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const rate = (b.sent.heartbeat - a.sent.heartbeat) / ((b.t - a.t) / 1000);
    const loss = final.sent.heartbeat - end.received;
    const subCores = (sb.cpuUs - sa.cpuUs) / 1000 / (sb.epochMs - sa.epochMs);
    const skew = subClock.offset - simClock.offset; // the subscriber's clock minus the sim's, as seen from here
    return [
      [`sim in-process: ${o.printers} printers, heartbeats/s`, String(Math.round(rate)), `${o.printers}`, `${o.seconds} s measured; load average ${loadBefore} before, ${load()} after`],
      ["sim in-process: heartbeats lost", String(loss), "0", `${final.sent.heartbeat} sent, ${end.received} received by the subscriber over TCP${end.closed === null ? "" : ` (its connection: ${end.closed})`}${final.drained ? "" : " (not drained)"}`],
      ["sim in-process: delivery latency p99", ms(q(0.99)), "<= 100 ms", `publish in the sim → arrival in the subscriber's process; p50 ${ms(q(0.5))}, max ${ms(lat.at(-1) ?? Number.NaN)}, min ${ms(lat[0] ?? Number.NaN)}; ${lat.length} heartbeats of 1 printer in ${TRACE_EVERY}${missing > 0 ? `, ${missing} never arrived` : ""}; clocks ${ms(skew)} apart (± ${ms(simClock.within + subClock.within)})`],
      ["sim in-process: CPU of the sim", pct(cores(a, b)), "< 1 core", "printers, broker (TCP delivery to the subscriber included), mock API together"],
      ["sim in-process: RSS of the sim", mb(b.process.rssBytes), "", `peak ${mb(b.process.maxRssBytes)}`],
      ["sim in-process: CPU of the subscriber", pct(subCores), "", `its own process (MQTT over TCP, mqtt-packet), RSS ${mb(sb.rssBytes)}`],
    ];
  } finally {
    if (sim !== null) await sim.stop().catch(() => {});
    sub.close();
  }
}

async function traceOf(sim: SimProcess): Promise<Record<string, number[]>> {
  const res = await fetch(`${sim.control}/transport/trace`);
  if (!res.ok) throw new Error(`GET /transport/trace: ${res.status}`);
  return ((await res.json()) as { sends: Record<string, number[]> }).sends;
}

/** `--connect`: a broker-only sim and a sim of MQTT-client printers against it. */
export async function benchSimConnect(o: SimBenchOptions): Promise<string[][]> {
  o.progress(`sim --connect: ${o.printers} printers as MQTT clients at 1 Hz for ${o.seconds} s; load average ${load()}`);
  const loadBefore = load();
  const secret = `bench-${process.pid}`;
  const broker = await startSim(["--printers", "0", "--extra-printers", String(o.printers), "--service-password", secret, "--mqtt-port", "0"], o.progress);
  let printers: SimProcess | null = null;
  let final: Awaited<ReturnType<SimProcess["stop"]>> | null = null;
  let brokerUp = true;
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
    const window = diffHistogram(pa.latencyHistogram, pb.latencyHistogram);
    const brokerStopMs = await broker.end();
    brokerUp = false;
    rows = [
      [`sim --connect: ${o.printers} MQTT clients, heartbeats/s`, String(Math.round(rate)), `${o.printers}`, `all connected after ${connectS.toFixed(1)} s; load average ${loadBefore} before, ${load()} after`],
      ["sim --connect: heartbeats lost", String(loss), "0", `${final.sent.heartbeat} sent, ${final.unsent} refused while disconnected, ${final.delivered.heartbeat} delivered; fan-in cap dropped ${bb.fanIn?.dropped ?? 0}`],
      ["sim --connect: delivery latency p99", `${quantile(window, 0.99)} ms`, "", `printer's publish → broker process → service subscriber, both ends in the printers' process; p50 ${quantile(window, 0.5)} ms, max ${window.at(-1)?.[0] ?? "-"} ms`],
      ["sim --connect: CPU, broker only", pct(cores(ba, bb)), "", `RSS ${mb(bb.process.rssBytes)} (peak ${mb(bb.process.maxRssBytes)}), ${bb.clients ?? 0} connections; stopped in ${(brokerStopMs / 1000).toFixed(1)} s`],
      ["sim --connect: CPU, the printers' process", pct(cores(pa, pb)), "", `RSS ${mb(pb.process.rssBytes)} (peak ${mb(pb.process.maxRssBytes)}), ${o.printers} mqtt.js clients and the service subscriber; stopped in ${(final.stopMs / 1000).toFixed(1)} s`],
    ];
  } finally {
    if (printers !== null) await printers.stop().catch(() => {});
    if (brokerUp) await broker.end().catch(() => {});
  }
  return rows;
}
