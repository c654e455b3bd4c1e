/**
 * A real terminal for tests: a tmux server of its own (its own socket, no user config) with one
 * window of a given size running a command, whose screen and scrollback the test reads. The server
 * is killed in t.after. Without tmux the test is skipped locally and fails in CI (`.ci/run`
 * installs it).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestContext } from "node:test";

export function tmuxMissing(): string | null {
  const r = spawnSync("tmux", ["-V"], { encoding: "utf8" });
  if (r.status === 0) return null;
  const why = "tmux is not installed (apt-get install tmux; .ci/run installs it)";
  if (process.env.CI === "true" || process.env.REQUIRE_BROWSER === "1") throw new Error(why);
  return why;
}

export interface Tmux {
  /**
   * The visible screen, wrapped lines joined (-J): a line longer than the window shows whole. After
   * a resize tmux keeps rows it rewrapped marked as wrapped even once they are overwritten, so -J
   * then joins rows that are not one line: use rows().
   */
  screen(): string[];
  /** The visible screen row by row, as it looks. */
  rows(): string[];
  /** Scrollback and screen with their escape sequences (-e): colours show as SGR codes. */
  historyWithEscapes(): string;
  /** Scrollback and screen, wrapped lines joined. */
  history(): string[];
  resize(width: number, height: number): void;
  /** Waits until `check` holds for the screen (a deadline fails the test rather than hang it). */
  until(what: string, check: (screen: string[]) => boolean, timeoutMs?: number): Promise<string[]>;
}

/** Starts `command` (a shell command line) in a width × height window. */
export function startTmux(t: TestContext, command: string, width: number, height: number): Tmux {
  // A socket in a directory of the test's own: kill-server leaves the socket file behind.
  const dir = mkdtempSync(join(tmpdir(), "sim-tmux-"));
  const socket = join(dir, "socket");
  const tmux = (...args: string[]) => execFileSync("tmux", ["-S", socket, ...args], { encoding: "utf8" });
  t.after(() => {
    spawnSync("tmux", ["-S", socket, "kill-server"]);
    rmSync(dir, { recursive: true, force: true });
  });
  tmux("-f", "/dev/null", "new-session", "-d", "-x", String(width), "-y", String(height), "-s", "t", command);
  tmux("set-option", "-g", "status", "off");
  tmux("set-option", "-g", "history-limit", "10000");
  const lines = (text: string) => text.replace(/\n$/, "").split("\n");
  const screen = () => lines(tmux("capture-pane", "-p", "-J", "-t", "t"));
  return {
    screen,
    rows: () => lines(tmux("capture-pane", "-p", "-t", "t")),
    historyWithEscapes: () => tmux("capture-pane", "-p", "-e", "-S", "-", "-E", "-", "-t", "t"),
    history: () => lines(tmux("capture-pane", "-p", "-J", "-S", "-", "-E", "-", "-t", "t")),
    resize: (w, h) => void tmux("resize-window", "-t", "t", "-x", String(w), "-y", String(h)),
    async until(what, check, timeoutMs = 120_000) {
      // Every 250 ms: each look spawns tmux. The deadline bounds a hang; it is no timing claim.
      const end = Date.now() + timeoutMs;
      for (;;) {
        const now = screen();
        if (check(now)) return now;
        if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; the screen:\n${now.join("\n")}`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
  };
}
