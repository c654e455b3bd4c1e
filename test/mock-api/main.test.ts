/** The command line: `tsx mock-api/main.ts`, run as a child process; the state file of --data and --reset. */
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { runMain } from "./run-main.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { SEED_NOW_MS } from "../../mock-api/seed/world-ids.ts";
import { createStore } from "../../mock-api/store/index.ts";
import { loadStateFile } from "./state-files.ts";

const web = mkdtempSync(join(tmpdir(), "mock-api-main-"));
writeFileSync(join(web, "index.html"), "<!doctype html><title>糖画</title>");
after(() => rmSync(web, { recursive: true, force: true }));

const run = (args: string[], whileUp?: (url: string) => Promise<void>) => runMain(args, whileUp);

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

// ---- --data and --reset ----

/** Runs main.ts on a free port serving `web`; `whileUp` runs once it listens. */
const serve = (args: string[], whileUp?: (url: string) => Promise<void>) => run(["--port", "0", "--static", web, ...args], whileUp);
let fileNo = 0;
const freshFile = () => join(web, `state-${++fileNo}.json`);

async function login(url: string, mobile: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then((r) => r.json() as Promise<{ data: unknown }>);
  await post("/api/default/send-code", { mobile });
  const code = ((await (await fetch(`${url}/__mock/codes?mobile=${mobile}`)).json()) as { data: { code: string } }).data.code;
  return ((await post("/api/default/login", { mobile, code })).data as { access_token: string }).access_token;
}

const status = (url: string, token: string) => fetch(`${url}/api/user/info`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.status);

test("main --data: a new file is seeded and saved; the state survives a restart; --reset starts over", async () => {
  const file = freshFile();
  let token = "";
  const first = await serve(["--data", file, "--seed", "4"], async (url) => {
    token = await login(url, SEED_USERS.customer.mobile);
    assert.equal(await status(url, token), 200);
  });
  assert.equal(first.code, 0, first.stderr);
  assert.match(first.stdout, /seed 4, new state saved to /);
  assert.match(first.stdout, /state saved to .*state-\d+\.json/);
  assert.match(first.stdout, /control token [A-Za-z0-9_-]{24} /);
  assert.equal(Object.keys((await loadStateFile(file))?.tokens ?? {}).length, 1, "the login was saved");

  const second = await serve(["--data", file], async (url) => assert.equal(await status(url, token), 200, "still logged in after a restart"));
  assert.equal(second.code, 0, second.stderr);
  assert.match(second.stdout, /listening on .*\(static .*, .*state-\d+\.json \(seed 4\)\)/);

  const reset = await serve(["--data", file, "--reset"], async (url) => assert.equal(await status(url, token), 401, "--reset forgot the login"));
  assert.equal(reset.code, 0, reset.stderr);
  assert.match(reset.stdout, /seed 1, reset state saved to /);
  // Seed 1 laid out around the moment it started (issue 14: the seeded world lives in the
  // present), which the oldest order's expiry (ms) tells exactly.
  const saved = await loadStateFile(file);
  const atSeedNow = createStore(1);
  const movedBy = (saved?.printOrders["1"]?.expiresAt ?? 0) - (atSeedNow.printOrders["1"]?.expiresAt ?? 0);
  assert.ok(movedBy > 0, "seeded in the present, after SEED_NOW");
  assert.deepEqual(saved, createStore(1, SEED_NOW_MS + movedBy));
});

test("main --data with a broken file: one clear line, exit 1, the file untouched; --reset without --data is refused", async () => {
  const file = freshFile();
  const broken = '{"version": 1, "users": {\n "1": ';
  writeFileSync(file, broken);
  const r = await serve(["--data", file]);
  assert.equal(r.code, 1);
  assert.equal(r.stderr.trim().split("\n").length, 1, r.stderr);
  assert.match(r.stderr, /^mock-api: .*state-\d+\.json is not valid JSON .*; fix or move it, or start over with --reset\n$/);
  assert.equal(readFileSync(file, "utf8"), broken);

  writeFileSync(file, JSON.stringify({ ...createStore(), version: 9 }));
  const v = await serve(["--data", file]);
  assert.equal(v.code, 1);
  assert.match(v.stderr, /state version 9, this mock-api reads version 1/);

  const noData = await serve(["--reset"]);
  assert.equal(noData.code, 1);
  assert.match(noData.stderr, /^mock-api: --reset needs --data FILE/);
  const weak = await serve(["--control-token", "short"]);
  assert.equal(weak.code, 1);
  assert.match(weak.stderr, /control token must be 16 to 256/);
});

test("main --data: a save that fails at SIGTERM says so and exits 1, never 'state saved'; the log keeps the writes", async () => {
  const file = freshFile();
  let token = "";
  const r = await serve(["--data", file], async (url) => {
    token = await login(url, SEED_USERS.customer.mobile);
    const health = (await (await fetch(`${url}/__mock/health`)).json()) as { data: { ok: boolean; persist: { file: string } } };
    assert.deepEqual([health.data.ok, health.data.persist.file], [true, file]);
    // Something takes the file's place: the last snapshot cannot be renamed over it.
    rmSync(file);
    mkdirSync(file);
    writeFileSync(join(file, "in-the-way"), "");
  });
  assert.equal(r.code, 1, r.stdout);
  assert.match(r.stderr, /^mock-api: state NOT saved: the state could not be saved to .*state-\d+\.json: .*; every acknowledged write is in .*\.wal and is replayed at the next start\n$/m);
  assert.doesNotMatch(r.stdout, /^mock-api: state saved to/m);
  rmSync(file, { recursive: true });
  // With no snapshot at all, the log alone is not a state to trust: the start says so, one line.
  const again = await serve(["--data", file]);
  assert.equal(again.code, 1);
  assert.match(again.stderr, /is missing but its write-ahead log .*\.wal is there/);
  assert.ok(token !== "");
});
