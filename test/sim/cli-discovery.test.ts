/**
 * How the commands find the running sim and how fast they start (issue 13 item 4), as a user runs
 * them: `sim start` announces itself in a private runtime file (0600 in a 0700 directory) that the
 * commands read without --control, removes it when it stops, and a stale file (its process gone, or
 * its pid reused by another program) is skipped and deleted; $SIM_CONTROL names a sim; two sims running and none named is one line. The
 * CLI runs from the prebuilt bundle (scripts/build-sim.mjs), `sim status` loading its own chunk
 * and not the mock API, broker or fleet, and a changed source makes the build stale.
 */
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, type TestContext } from "node:test";
import { currentBuild, simBuildDir } from "../../scripts/build-sim.mjs";
import { ROOT } from "./sim-cli.ts";

function tempDir(t: TestContext, prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function sim(args: readonly string[], env: NodeJS.ProcessEnv): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ["sim/bin.mjs", ...args], { cwd: ROOT, env: { ...process.env, SIM_CONTROL: "", ...env }, encoding: "utf8", timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

test("sim start announces itself; the commands find it without --control; the file goes when it stops", async (t) => {
  const runtime = join(tempDir(t, "sim-found-"), "rt"); // made by sim start
  const env = { SIM_RUNTIME_DIR: runtime };
  const child = spawn(process.execPath, ["sim/bin.mjs", "start", "--printers", "2", "--port", "0", "--mqtt-port", "0", "--control-port", "0", "--json"], { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  let out = "";
  const ready = await new Promise<{ control: string; controlToken: string; app: string }>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("\n")) resolve(JSON.parse(out.split("\n")[0] ?? "") as { control: string; controlToken: string; app: string });
    });
    void exited.then((code) => reject(new Error(`sim start exited ${code}`)));
  });

  const files = readdirSync(runtime);
  assert.deepEqual(files, [`sim-${child.pid}.json`]);
  const file = join(runtime, files[0] ?? "");
  assert.equal(statSync(runtime).mode & 0o777, 0o700);
  assert.equal(statSync(file).mode & 0o777, 0o600);
  const announced = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  assert.equal(announced.control, ready.control);
  assert.equal(announced.controlToken, ready.controlToken);
  assert.equal(announced.app, ready.app);
  assert.equal(announced.pid, child.pid);

  const found = sim(["status", "--json"], env);
  assert.equal(found.code, 0, found.stderr);
  assert.deepEqual((JSON.parse(found.stdout) as { printers: { sn: string }[] }).printers.map((p) => p.sn), ["SIM-0001", "SIM-0002"]);

  // $SIM_CONTROL, with nothing announced where the command looks.
  const elsewhere = tempDir(t, "sim-none-");
  const byEnv = sim(["coin", "SIM-0002", "1", "--json"], { SIM_RUNTIME_DIR: elsewhere, SIM_CONTROL: ready.control });
  assert.equal(byEnv.code, 0, byEnv.stderr);
  const none = sim(["status"], { SIM_RUNTIME_DIR: elsewhere });
  assert.equal(none.code, 1);
  assert.match(none.stderr, new RegExp(`no sim announced in ${elsewhere.replaceAll("/", "\\/")}`));

  // A stale file (its process gone) is skipped and deleted.
  const dead = spawnSync(process.execPath, ["-e", "0"]).pid;
  const stale = join(runtime, `sim-${dead}.json`);
  writeFileSync(stale, JSON.stringify({ control: "http://127.0.0.1:9", controlToken: "x".repeat(24), app: "http://127.0.0.1:9", pid: dead, startedAt: "2020-01-01T00:00:00.000Z", cwd: "/" }), { mode: 0o600 });
  const skipped = sim(["status", "--json"], env);
  assert.equal(skipped.code, 0, skipped.stderr);
  assert.deepEqual(readdirSync(runtime), [`sim-${child.pid}.json`]);

  // A file whose pid now belongs to something else (no "sim" in its command line) is stale too.
  const stranger = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  t.after(() => void stranger.kill());
  const reused = join(runtime, `sim-${stranger.pid}.json`);
  writeFileSync(reused, JSON.stringify({ control: "http://127.0.0.1:9", controlToken: "x".repeat(24), app: "http://127.0.0.1:9", pid: stranger.pid, startedAt: "2020-01-01T00:00:00.000Z", cwd: "/" }), { mode: 0o600 });
  assert.equal(sim(["status", "--json"], env).code, 0);
  assert.deepEqual(readdirSync(runtime), [`sim-${child.pid}.json`]);

  // Two running and none named: one line listing both, exit 1.
  const second = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)", "another-sim"], { stdio: "ignore" });
  t.after(() => void second.kill());
  const other = join(runtime, `sim-${second.pid}.json`);
  writeFileSync(other, JSON.stringify({ control: "http://127.0.0.1:9", controlToken: "y".repeat(24), app: "http://127.0.0.1:9", pid: second.pid, startedAt: "2030-01-01T00:00:00.000Z", cwd: "/elsewhere" }), { mode: 0o600 });
  const two = sim(["status"], env);
  assert.equal(two.code, 1);
  assert.match(two.stderr, /^sim: 2 sims are running: .*http:\/\/127\.0\.0\.1:9 \(pid \d+.*--control URL or SIM_CONTROL\n$/);
  assert.equal(sim(["status", "--json", "--control", ready.control], env).code, 0, "--control decides");
  rmSync(other);

  child.kill("SIGTERM");
  assert.equal(await exited, 0);
  assert.deepEqual(readdirSync(runtime), [], "the file removed on stop");
});

test("the CLI runs from its build: one chunk per command, sim status without the mock API, broker or fleet", () => {
  const help = spawnSync(process.execPath, ["sim/bin.mjs", "--help"], { cwd: ROOT, encoding: "utf8" });
  assert.equal(help.status, 0, help.stderr);
  const manifest = currentBuild();
  assert.ok(manifest !== null, "a current build after a run");
  assert.ok(Object.keys(manifest.inputs).includes("sim/commands/status.ts"));
  const dir = join(simBuildDir(), manifest.dir);
  const chunks = readdirSync(join(dir, "chunks"));
  for (const name of ["start", "status", "watch", "order", "decode", "scenario"]) assert.ok(chunks.some((c) => c.startsWith(`${name}-`) && c.endsWith(".js")), `${name} chunk in ${chunks.join(" ")}`);
  // What `sim status` loads: main.js, the status chunk, and what those import, transitively.
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)) visit(join(file, "..", m[1] ?? ""));
  };
  visit(join(dir, "main.js")); // its static imports only: the commands are import()ed by name
  visit(join(dir, "chunks", chunks.find((c) => c.startsWith("status-") && c.endsWith(".js")) ?? ""));
  const loaded = [...seen].map((f) => readFileSync(f, "utf8")).join("\n");
  for (const absent of ["createMockApi", "createFleet", "createBroker", 'from "aedes"', 'from "mqtt"', "// mock-api/"]) assert.ok(!loaded.includes(absent), `sim status loads ${absent}`);
  assert.ok(loaded.includes("// sim/commands/status.ts"));
});

test("a build is current until one of its sources changes, moves away or the checkout moves", (t) => {
  const root = `${tempDir(t, "sim-build-")}/`;
  mkdirSync(join(root, "dist", "sim"), { recursive: true });
  writeFileSync(join(root, "a.ts"), "export {};\n");
  const manifest = { version: 1, root, dir: "b-test", builtAt: Date.now(), inputs: { "a.ts": statSync(join(root, "a.ts")).mtimeMs } };
  writeFileSync(join(root, "dist", "sim", "manifest.json"), JSON.stringify(manifest));
  assert.equal(currentBuild(root)?.dir, "b-test");
  assert.equal(currentBuild(`${root}other/`), null, "another checkout");
  utimesSync(join(root, "a.ts"), new Date(), new Date(Date.now() + 5000));
  assert.equal(currentBuild(root), null, "a source changed");
  writeFileSync(join(root, "dist", "sim", "manifest.json"), JSON.stringify({ ...manifest, inputs: { "gone.ts": 1 } }));
  assert.equal(currentBuild(root), null, "a source gone");
});
