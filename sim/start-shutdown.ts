/**
 * How `sim start` stops: on SIGINT/SIGTERM, when stdout's reader goes away, or when a test says so,
 * everything it started is closed in reverse order (the last save is of stopped printers), and it
 * says whether the state was saved. A failed save is an error: never "state saved" when it was not.
 */
import { stdoutClosed } from "./cli-io.ts";
import type { OutputMode } from "./start-output.ts";

export interface Shutdown {
  /** Closes at the end, before everything added earlier: what was started last stops first. */
  add(close: () => Promise<void>): void;
  /** The state's own close (its last save), added like any other; a failure is kept for stopped(). */
  addSave(close: () => Promise<void>): void;
  /** Closes everything added; a failure is printed and the next one still runs. */
  closeAll(): Promise<void>;
  /** The last line, once everything is closed: throws when the state was not saved. */
  stopped(dataFile: string | undefined, mode: OutputMode): void;
}

export function createShutdown(): Shutdown {
  const closers: (() => Promise<void>)[] = [];
  let notSaved: string | null = null;
  return {
    add(close) {
      closers.push(close);
    },
    addSave(close) {
      closers.push(() =>
        close().catch((err: unknown) => {
          notSaved = err instanceof Error ? err.message : String(err);
        }),
      );
    },
    async closeAll() {
      for (const close of closers.reverse()) await close().catch((err: unknown) => console.error(`sim: while closing: ${String(err)}`));
    },
    stopped(dataFile, mode) {
      if (notSaved !== null) throw new Error(`stopped, but the state was NOT saved: ${notSaved}`);
      const line = dataFile === undefined ? "sim: stopped" : `sim: stopped, state saved to ${dataFile}`;
      if (mode === "terminal") console.log(line);
      else if (mode === "pipe") console.error(line);
    },
  };
}

/**
 * Resolves on SIGINT or SIGTERM, when stdout's reader went away (`sim start | head`: as on Ctrl-C),
 * or when `stop` resolves (tests); `onSignal` hears which of the first three it was.
 */
export async function untilStopped(onSignal: (signal: string) => void, stop?: Promise<void>): Promise<void> {
  let handler: (signal: string) => void = () => {};
  await new Promise<void>((done) => {
    handler = (signal: string) => {
      onSignal(signal);
      done();
    };
    // once: a second Ctrl-C kills at once; saves are atomic, so that cannot break the file.
    process.once("SIGINT", handler);
    process.once("SIGTERM", handler);
    void stop?.then(done);
    void stdoutClosed.then(() => handler("stdout closed"));
  });
  process.off("SIGINT", handler);
  process.off("SIGTERM", handler);
}
