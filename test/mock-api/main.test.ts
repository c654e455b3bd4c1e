/** The command line: `tsx mock-api/main.ts`, run as a child process. */
import assert from "node:assert/strict";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { runMain } from "./run-main.ts";

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
