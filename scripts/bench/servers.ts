/**
 * The two servers `npm run bench` compares, each in a child process of its own (the machine
 * has few cores; a server sharing the load generator's event loop would measure the
 * generator): the mock API (mock-child.ts) and a bare node:http server answering the same bytes
 * (bare-child.ts). Both print their URL as one JSON line and exit when their stdin closes, so a
 * bench that dies takes them along.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const START_TIMEOUT_MS = 30_000; // tsx compiles the mock on first start
const STOP_TIMEOUT_MS = 3_000;

export interface ChildServer {
  readonly url: string;
  readonly pid: number;
  /** Closes stdin (the child's cue to stop), then SIGKILLs it if it has not gone in 3 s. */
  close(): Promise<void>;
}

const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function startChild(script: string, args: readonly string[], firstStdinLine?: string): Promise<ChildServer> {
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof": node flags for both servers, for
  // profiling (NODE_OPTIONS refuses --cpu-prof).
  const profile = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter((a) => a !== "");
  const child = spawn(process.execPath, [...profile, "--import", "tsx", fileURLToPath(new URL(script, import.meta.url)), ...args], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  if (firstStdinLine !== undefined) child.stdin?.write(`${firstStdinLine}\n`);

  const close = async () => {
    child.stdin?.end();
    const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      let out = "";
      const timer = setTimeout(() => reject(new Error(`${script}: no URL after ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
      child.stdout?.setEncoding("utf8");
      child.stdout?.on("data", (chunk: string) => {
        out += chunk;
        const nl = out.indexOf("\n");
        if (nl === -1) return;
        clearTimeout(timer);
        try {
          resolve((JSON.parse(out.slice(0, nl)) as { url: string }).url);
        } catch (err) {
          reject(err);
        }
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${script} exited before listening (${signal ?? code})`));
      });
    });
    return { url, pid: child.pid ?? -1, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** The mock API, seed 1; `rich` mobiles get a balance no bench can spend. */
export function startMockChild(options: { rich?: readonly string[] } = {}): Promise<ChildServer> {
  return startChild("./mock-child.ts", [JSON.stringify({ rich: options.rich ?? [] })]);
}

/**
 * The bare server; `answers` maps "METHOD /path?query" to the exact body bytes to send. `log`:
 * each POST is kept in a write-ahead log, fsynced, before its answer (bare-child.ts --log).
 */
export function startBareChild(answers: ReadonlyMap<string, Buffer>, options: { log?: boolean } = {}): Promise<ChildServer> {
  const line = JSON.stringify(Object.fromEntries([...answers].map(([k, v]) => [k, v.toString("base64")])));
  return startChild("./bare-child.ts", options.log === true ? ["--log"] : [], line);
}
