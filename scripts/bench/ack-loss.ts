/**
 * Acknowledged writes lost across kill -9 (issue 12 item 4): `mock-api/main.ts --data FILE` runs
 * as a child under a write loop (a login, then order/make on a few connections), is SIGKILLed at
 * a random moment, and restarted on the same FILE, again and again. Every write answered with
 * success (HTTP 200, errorCode 0) before the kill must be in the state the restart loads: the
 * session of each login, each order made. Used by
 * `npm run bench` (the figure, target 0) and by test/mock-api/kill9-journal.test.ts.
 *
 * The child is main.ts bundled once by esbuild (a start costs ~0.1 s instead of tsx's ~1 s), so
 * the loop measures the mock, not the loader. `root` may be another checkout of this repository
 * (how the figure on an older commit was taken).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { build } from "esbuild";

export interface AckLossOptions {
  /** The repository whose mock-api/main.ts runs (default: this one). */
  readonly root?: string;
  readonly kills: number;
  /** Concurrent write loops. */
  readonly connections: number;
  /** The kill comes this long after the restarted mock's first acknowledged write: a random moment in [minMs, maxMs). */
  readonly minMs: number;
  readonly maxMs: number;
  /** More arguments for main.ts (`--durability write`). */
  readonly args?: readonly string[];
  readonly progress?: (line: string) => void;
}

export interface AckLossResult {
  readonly kills: number;
  /** Writes answered with success before their kill. */
  readonly acknowledged: number;
  /** Of those, missing after the restart. */
  readonly lost: number;
  /** Losses per kill, in order. */
  readonly lostPerKill: readonly number[];
  /** Acknowledged writes per second of loop time (what the journal costs shows here too). */
  readonly writesPerSecond: number;
}

const START_TIMEOUT_MS = 20_000;

interface Child {
  readonly proc: ChildProcess;
  readonly url: string;
}

function startChild(bundle: string, file: string, staticDir: string, args: readonly string[]): Promise<Child> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [bundle, "--data", file, "--port", "0", "--static", staticDir, ...args], {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, PORT: "", MOCK_CONTROL_TOKEN: "" },
    });
    let out = "";
    let err = "";
    const timer = setTimeout(() => {
      proc.kill("SIGKILL");
      reject(new Error(`the mock did not start in ${START_TIMEOUT_MS} ms: ${err}`));
    }, START_TIMEOUT_MS);
    proc.stdout?.setEncoding("utf8").on("data", (s: string) => {
      out += s;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url !== undefined) {
        clearTimeout(timer);
        proc.stdout?.removeAllListeners("data");
        proc.stdout?.resume(); // the router logs every request: keep the pipe drained
        resolve({ proc, url });
      }
    });
    proc.stderr?.setEncoding("utf8").on("data", (s: string) => (err += s));
    proc.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the mock exited before listening (${signal ?? code}): ${err.trim().split("\n").at(-1) ?? ""}`));
    });
  });
}

function exited(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => proc.once("exit", () => resolve()));
}

async function post(url: string, body: unknown, token?: string): Promise<{ errorCode?: number; data?: Record<string, unknown> }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token !== undefined) headers["authorization"] = `Bearer ${token}`;
  const res = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  return (await res.json()) as { errorCode?: number; data?: Record<string, unknown> };
}

/** The order numbers and session keys in the state a start loaded (written before it listens). */
function writesOnDisk(file: string): Set<string> {
  const state = JSON.parse(readFileSync(file, "utf8")) as { customer: { orderIdBySn: Record<string, number> }; tokens: Record<string, unknown> };
  return new Set([...Object.keys(state.customer.orderIdBySn), ...Object.keys(state.tokens).map((k) => `token:${k}`)]);
}

/** A login as the app does it; answers the token. */
async function login(url: string, mobile: string): Promise<string> {
  await post(`${url}/api/default/send-code`, { mobile });
  const code = ((await (await fetch(`${url}/__mock/codes?mobile=${mobile}`)).json()) as { data: { code: string } }).data.code;
  const token = (await post(`${url}/api/default/login`, { mobile, code })).data?.access_token;
  if (typeof token !== "string") throw new Error(`login of ${mobile} failed`);
  return token;
}

/** The key a session is kept under: the token's SHA-256 (mock-api/store/token-key.ts). */
const keyOf = (token: string) => `token:${createHash("sha256").update(token).digest("base64url")}`;

export async function measureAckLoss(o: AckLossOptions): Promise<AckLossResult> {
  const root = o.root ?? new URL("../..", import.meta.url).pathname;
  const dir = mkdtempSync(join(tmpdir(), "tanghua-ack-loss-"));
  const progress = o.progress ?? (() => {});
  let child: Child | null = null;
  try {
    const bundle = join(dir, "mock-api.mjs");
    // createRequire: bundled CommonJS dependencies (zod's) still find `require` in an ES module.
    await build({
      entryPoints: [join(root, "mock-api/main.ts")],
      outfile: bundle,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "error",
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    });
    const staticDir = join(dir, "static");
    mkdirSync(staticDir);
    const file = join(dir, "state.json");

    const args = o.args ?? [];
    child = await startChild(bundle, file, staticDir, args);
    const list = (await (await fetch(`${child.url}/api/sugar/list?sn=SIM-0001`)).json()) as { data: { list: { goods_id: number }[] } };
    const goodsId = list.data.list[0]?.goods_id;
    if (goodsId === undefined) throw new Error("SIM-0001 lists no pattern to order");
    const make = { target_id: goodsId, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } };

    let acknowledged = 0;
    let lost = 0;
    const lostPerKill: number[] = [];
    let loopMs = 0;
    for (let k = 0; k < o.kills; k += 1) {
      const current: Child = child;
      // Each round a new customer signs up (an acknowledged write too; one code a minute per
      // number), so a session lost by the previous kill does not stop this round's writes.
      const token = await login(current.url, `1390000${String(k).padStart(4, "0")}`);
      const acked: string[] = [keyOf(token)];
      let stop = false;
      const loops = Array.from({ length: o.connections }, async () => {
        while (!stop) {
          try {
            const a = await post(`${current.url}/api/order/make`, make, token);
            if (a.errorCode === 0 && typeof a.data?.sn === "string") acked.push(a.data.sn); // acknowledged
          } catch {
            return; // the mock is gone: whatever was in flight was never answered
          }
        }
      });
      const started = performance.now();
      // From the first answer on, so every kill lands in the loop even on a busy machine (a
      // fresh process takes a moment to answer its first write).
      for (const deadline = started + START_TIMEOUT_MS; acked.length < 2 && performance.now() < deadline; ) await sleep(5);
      await sleep(o.minMs + Math.random() * (o.maxMs - o.minMs));
      current.proc.kill("SIGKILL");
      loopMs += performance.now() - started;
      stop = true;
      await Promise.all(loops);
      await exited(current.proc);

      child = await startChild(bundle, file, staticDir, args);
      const present = writesOnDisk(file);
      const missing = acked.filter((sn) => !present.has(sn));
      acknowledged += acked.length;
      lost += missing.length;
      lostPerKill.push(missing.length);
      progress(`ack-loss: kill ${k + 1}/${o.kills}: ${acked.length} acknowledged, ${missing.length} missing after the restart`);
    }
    return { kills: o.kills, acknowledged, lost, lostPerKill, writesPerSecond: loopMs > 0 ? (acknowledged * 1000) / loopMs : 0 };
  } finally {
    if (child !== null) {
      child.proc.kill("SIGKILL");
      await exited(child.proc);
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
