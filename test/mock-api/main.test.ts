/** The command line: `tsx mock-api/main.ts`, run as a child process. */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../../mock-api/main.ts", import.meta.url));
const web = mkdtempSync(join(tmpdir(), "mock-api-main-"));
writeFileSync(join(web, "index.html"), "<!doctype html><title>糖画</title>");
after(() => rmSync(web, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs main.ts; `whileUp` (if given) runs once the URL is printed, then SIGTERM stops it. */
function run(args: string[], whileUp?: (url: string) => Promise<void>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", MAIN, ...args], { env: { ...process.env, PORT: "" }, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    let started = false;
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.stdout.setEncoding("utf8").on("data", (s: string) => {
      stdout += s;
      const url = /listening on (http:\/\/\S+)/.exec(stdout)?.[1];
      if (url !== undefined && !started) {
        started = true;
        (whileUp ?? (async () => {}))(url).then(() => child.kill("SIGTERM"), (err: unknown) => {
          child.kill("SIGTERM");
          reject(err);
        });
      }
    });
    child.stderr.setEncoding("utf8").on("data", (s: string) => (stderr += s));
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

test("starts, prints its URL, serves the API and the app, and stops cleanly on SIGTERM", async () => {
  const r = await run(["--port", "0", "--static", web, "--seed", "3"], async (url) => {
    const config = (await (await fetch(`${url}/api/default/config`)).json()) as { errorCode: number };
    assert.equal(config.errorCode, 0);
    assert.match(await (await fetch(`${url}/sugar/list`)).text(), /糖画/);
  });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /listening on http:\/\/127\.0\.0\.1:\d+ .*seed 3/);
  assert.match(r.stdout, /SIGTERM, closing/);
});

test("a missing static dir: one line telling to run npm run build, exit code 1", async () => {
  const r = await run(["--port", "0", "--static", join(web, "nope")]);
  assert.equal(r.code, 1);
  assert.match(r.stderr.trim(), /^mock-api: static dir .* is missing: run `npm run build` first/);
  assert.equal(r.stderr.trim().split("\n").length, 1);
});

test("a port in use: one clear line, exit code 1", async () => {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  const port = (blocker.address() as { port: number }).port;
  try {
    const r = await run(["--port", String(port), "--static", web]);
    assert.equal(r.code, 1);
    assert.equal(r.stderr.trim(), `mock-api: port ${port} on 127.0.0.1 is already in use: stop the other server or pass --port N.`);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
});

test("bad options are refused with exit code 1", async () => {
  for (const args of [["--port", "http"], ["--seed", "-1"], ["--colour", "red"]]) {
    const r = await run([...args, "--static", web]);
    assert.equal(r.code, 1, args.join(" "));
    assert.match(r.stderr, /^mock-api: /);
  }
});
