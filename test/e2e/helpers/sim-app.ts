/**
 * `sim start` in a child process for browser tests (issue 5: "against `sim start` in a child
 * process, with `--speed` to stay fast"): the app, API, broker and printers on random ports, plus a
 * runner for the sim's own commands against it. The child serves $TANGHUA_DIST/web (or dist/web).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const BIN = "sim/bin.mjs";

export interface SimReady {
  /** http://127.0.0.1:PORT: the web app and /api. */
  app: string;
  mqtt: string;
  ws: string;
  control: string;
  printers: { sn: string; url: string }[];
}

export interface SimApp extends SimReady {
  /** Runs `sim <args…> --control <url>`; rejects on a non-zero exit with its stderr. */
  sim(args: readonly string[]): Promise<string>;
  /** Everything the child printed so far (for failure messages). */
  output(): string;
  close(): Promise<void>;
  /** kill -9: the child dies at once, nothing saved on the way out (durability tests). */
  kill(): Promise<void>;
}

export interface SimAppOptions {
  printers?: number;
  speed?: number;
  seed?: number;
  extraArgs?: readonly string[];
}

export async function startSimApp(options: SimAppOptions = {}): Promise<SimApp> {
  const args = [
    BIN,
    "start",
    "--printers",
    String(options.printers ?? 2),
    "--speed",
    String(options.speed ?? 1),
    "--seed",
    String(options.seed ?? 1),
    "--port",
    "0",
    "--mqtt-port",
    "0",
    "--control-port",
    "0",
    "--json",
    ...(options.extraArgs ?? []),
  ];
  const child: ChildProcess = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let stdout = ""; // the ready line is the first of stdout; log lines (stderr) may come before it
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const ready = await new Promise<SimReady>((resolve, reject) => {
    let settled = false;
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      stdout += d.toString();
      const nl = stdout.indexOf("\n");
      if (settled || nl < 0) return;
      settled = true;
      try {
        resolve(JSON.parse(stdout.slice(0, nl)) as SimReady);
      } catch (err) {
        child.kill("SIGKILL"); // never outlive the test that could not use it
        reject(new Error(`sim start: first line is not JSON: ${stdout.slice(0, nl)}`, { cause: err }));
      }
    });
    child.stderr?.on("data", (d: Buffer) => (out += d.toString()));
    void exited.then((code) => {
      if (!settled) reject(new Error(`sim start exited (${code}) before ready:\n${out}`));
    });
  });

  const sim = (cmd: readonly string[]) =>
    new Promise<string>((resolve, reject) => {
      const c = spawn(process.execPath, [BIN, ...cmd, "--control", ready.control], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
      let stdout = "";
      let stderr = "";
      c.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      c.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      c.on("close", (code) => (code === 0 ? resolve(stdout) : reject(new Error(`sim ${cmd.join(" ")} exited ${code}: ${stderr.trim()}`))));
    });

  return {
    ...ready,
    sim,
    output: () => out,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}
