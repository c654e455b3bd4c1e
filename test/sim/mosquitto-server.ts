/**
 * A real Mosquitto broker for one test: a free loopback port, a password file with the printers'
 * logins (username = serial, password = "device:<secret>") and the sim's service login, and an ACL
 * that lets each printer publish only under its own serial and read only its job topic. Stopped in
 * `t.after`. Missing /usr/sbin/mosquitto: a loud skip locally, a failure in CI (CI=true or
 * REQUIRE_BROWSER=1, as for the browser tests); .ci/run installs it.
 */
import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, connect as connectTcp, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestContext } from "node:test";
import { promisify } from "node:util";

export const MOSQUITTO = process.env.MOSQUITTO_PATH ?? "/usr/sbin/mosquitto";
const PASSWD = "/usr/bin/mosquitto_passwd";
const required = process.env.CI === "true" || process.env.REQUIRE_BROWSER === "1";

/** undefined when Mosquitto can run here; else why the tests skip (or a throw when required). */
export function mosquittoSkipReason(): string | undefined {
  const missing = [MOSQUITTO, PASSWD].filter((p) => !existsSync(p));
  if (missing.length === 0) return undefined;
  const msg = `${missing.join(" and ")} not installed: the external-broker tests cannot run (apt-get install mosquitto)`;
  if (required) throw new Error(msg);
  console.warn(`\n!!! SKIPPING MOSQUITTO TESTS: ${msg}\n`);
  return msg;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once `port` takes connections; rejects after `ms`, or at once when the broker `exited()`. */
async function accepting(port: number, ms: number, exited: () => boolean): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (exited()) throw new Error(`mosquitto exited before it listened on ${port}`);
    const ok = await new Promise<boolean>((resolve) => {
      const s = connectTcp(port, "127.0.0.1");
      s.once("connect", () => {
        s.destroy();
        resolve(true);
      });
      s.once("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > end) throw new Error(`mosquitto did not listen on ${port} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Mosquitto {
  port: number;
  /** mqtt://127.0.0.1:<port> */
  url: string;
  /** The broker's log so far (stderr). */
  log(): string;
}

/** users: username → password. */
export async function startMosquitto(t: TestContext, users: Record<string, string>): Promise<Mosquitto> {
  const dir = mkdtempSync(join(tmpdir(), "tanghua-mosquitto-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const passwd = join(dir, "passwd");
  writeFileSync(passwd, "", { mode: 0o600 });
  // One -b per user: `-U` on a plain-text file cuts passwords at their second colon ("device:…").
  for (const [user, password] of Object.entries(users)) await promisify(execFile)(PASSWD, ["-b", passwd, user, password]);
  const acl = join(dir, "acl");
  writeFileSync(
    acl,
    [
      "user tanghua-service",
      "topic read tanghua/device/+/heartbeat",
      "topic read tanghua/device/+/command",
      "topic read tanghua/device/+/presence",
      "topic write tanghua/device/+/job",
      "",
      "pattern write tanghua/device/%u/heartbeat",
      "pattern write tanghua/device/%u/command",
      "pattern readwrite tanghua/device/%u/presence",
      "pattern read tanghua/device/%u/job",
      "",
    ].join("\n"),
    { mode: 0o600 },
  );
  const conf = join(dir, "mosquitto.conf");
  for (let attempt = 1; ; attempt += 1) {
    // Picked just before the start: the other test process opens many loopback sockets and can
    // take a free port in between, and then Mosquitto cannot bind it; another port is tried.
    const port = await freePort();
    // user root: stay the user we are (as root Mosquitto would switch to "mosquitto", who cannot read dir).
    writeFileSync(conf, [`listener ${port} 127.0.0.1`, "allow_anonymous false", `password_file ${passwd}`, `acl_file ${acl}`, "persistence false", "user root", "log_dest stderr", "log_type error", "log_type warning", ""].join("\n"));
    const child = spawn(MOSQUITTO, ["-c", conf], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    let gone = false;
    const exited = new Promise<void>((resolve) =>
      child.once("exit", () => {
        gone = true;
        resolve();
      }),
    );
    t.after(async () => {
      child.kill("SIGTERM");
      await exited;
    });
    try {
      await accepting(port, 5000, () => gone);
      return { port, url: `mqtt://127.0.0.1:${port}`, log: () => stderr };
    } catch (err) {
      if (gone && attempt < 3 && /in use/i.test(stderr)) continue;
      throw new Error(`${String(err)}; mosquitto said: ${stderr}`);
    }
  }
}
