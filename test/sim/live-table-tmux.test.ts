/**
 * `sim start`'s live view in a real 80×24 terminal (tmux), issue 13 items 1 and 2: redrawn in place
 * (one table in the whole scrollback after many redraws, no line wider than the window), a big
 * fleet summed up with its faulted printers first, a resize (SIGWINCH) redrawn to the new size, and
 * no colour with NO_COLOR. Before issue 13 the 91-character transport line wrapped at 80 columns
 * and every redraw left a copy of the table behind.
 */
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test, type TestContext } from "node:test";
import { textWidth } from "../../sim/text-width.ts";
import { ROOT } from "./sim-cli.ts";
import { startTmux, tmuxMissing, type Tmux } from "./tmux.ts";

const HEADER = /^serial\s+state\b/;
const missing = tmuxMissing();

function runtimeDir(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), "sim-live-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function startIn(t: TestContext, dir: string, args: string, width: number, height: number, env = ""): Tmux {
  const q = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  return startTmux(t, `cd ${q(ROOT)} && exec env SIM_RUNTIME_DIR=${q(dir)} ${env} ${q(process.execPath)} sim/bin.mjs start --port 0 --mqtt-port 0 --control-port 0 ${args}`, width, height);
}

/** The heartbeat count of the transport line: it grows with every redraw. */
const beats = (screen: string[]) => {
  const m = /heartbeats (\d+)/.exec(screen.join(" "));
  return m === null ? null : Number(m[1]);
};

/** Waits until the screen has shown `n` more frames (by the transport line's count). */
async function frames(term: Tmux, n: number): Promise<string[]> {
  const seen = new Set<number>();
  return term.until(`${n} redraws`, (screen) => {
    const b = beats(screen);
    if (b !== null) seen.add(b);
    return seen.size > n;
  });
}

function assertFits(screen: string[], width: number, height: number): void {
  assert.ok(screen.length <= height, `${screen.length} lines in ${height} rows`);
  for (const line of screen) assert.ok(textWidth(line) <= width, `wider than ${width} (${textWidth(line)}): ${line}`);
}

test("live view, 3 printers at 80×24: redrawn in place, one table in the scrollback, nothing wraps", { skip: missing ?? false }, async (t) => {
  const term = startIn(t, runtimeDir(t), "--printers 3 --speed 10", 80, 24);
  await term.until("the table", (s) => s.some((l) => /^SIM-0003\s/.test(l)) && s.some((l) => l.startsWith("transport:")));
  const screen = await frames(term, 5);
  const history = term.history();
  assert.equal(history.filter((l) => HEADER.test(l)).length, 1, `one table after 5 redraws:\n${history.filter((l) => HEADER.test(l) || l.startsWith("transport")).join("\n")}`);
  assertFits(screen, 80, 24);
  assert.ok(screen.some((l) => /^3 printers: /.test(l)), screen.join("\n"));
  // A terminal gets the QR codes in colour (SGR): dark modules on white.
  assert.match(term.historyWithEscapes(), /\x1b\[[0-9;]*4[07]m/);
});

test("live view, 2,003 printers at 80×24: a summary, faulted printers first; resized to 60×16 it redraws to fit", { skip: missing ?? false }, async (t) => {
  const dir = runtimeDir(t);
  const term = startIn(t, dir, "--printers 2003 --extra-printers 2000", 80, 24);
  await term.until("the summary", (s) => s.some((l) => l.startsWith("2,003 printers:")) && s.some((l) => l.startsWith("transport:")));
  assert.ok(readdirSync(dir).some((f) => /^sim-\d+\.json$/.test(f)), "the sim announced itself");
  // Faults on printers far down the serial order, through the commands finding the sim by its file.
  for (const [sn, kind] of [["SIM-G001998", "heater-fail"], ["SIM-G001000", "offline"]]) {
    const r = spawnSync(process.execPath, ["sim/bin.mjs", "fault", sn as string, kind as string], { cwd: ROOT, env: { ...process.env, SIM_RUNTIME_DIR: dir }, encoding: "utf8" });
    assert.equal(r.status, 0, r.stderr);
  }
  await term.until("the faulted printers first", (s) => {
    const h = s.findIndex((l) => HEADER.test(l));
    return h >= 0 && /^SIM-G001000\s.*offline/.test(s[h + 1] ?? "") && /^SIM-G001998\s.*heater-fail/.test(s[h + 2] ?? "");
  });
  const screen = await frames(term, 3);
  assertFits(screen, 80, 24);
  assert.ok(screen.some((l) => /^… 1,9\d\d more: sim status lists them all$/.test(l)), screen.join("\n"));
  assert.match(screen.join("\n"), /faults: heater-fail 1, offline 1/);
  assert.equal(term.history().filter((l) => HEADER.test(l)).length, 1, "one table in the whole scrollback");

  term.resize(60, 16);
  // Row by row (see Tmux.rows): one frame of 15 rows, each a whole line: the summary, the header,
  // printers, the count of the others, the transport line.
  const isFrame = (rows: string[]) => {
    const h = rows.findIndex((l) => HEADER.test(l));
    const more = rows.findIndex((l) => l.startsWith("… "));
    return (
      rows.filter((l) => HEADER.test(l)).length === 1 && rows.filter((l) => l.startsWith("2,003 printers:")).length === 1 && h > 0 && more > h + 1 &&
      rows.slice(h + 1, more).every((l) => /^SIM-\S+\s+(idle|heating|printing|paused|done|error)\s/.test(l)) && (rows[more + 1] ?? "").startsWith("transport:")
    );
  };
  await term.until("a frame for 60×16", () => isFrame(term.rows()));
  await frames(term, 2);
  const after = term.rows().filter((l) => l !== "");
  assert.ok(isFrame(after), after.join("\n"));
  assertFits(after, 60, 16);
  assert.match(after.join("\n"), /^SIM-G001000\s.*offline$/m);
});

test("live view with NO_COLOR: the QR codes drawn without colour codes", { skip: missing ?? false }, async (t) => {
  const term = startIn(t, runtimeDir(t), "--printers 1", 80, 24, "NO_COLOR=1");
  await term.until("the table", (s) => s.some((l) => /^SIM-0001\s/.test(l)));
  const all = term.historyWithEscapes();
  assert.match(all, /[█▀▄]{10}/, "a QR code");
  assert.doesNotMatch(all, /\x1b\[[0-9;]*m/, "no SGR code");
});
