/**
 * The terminal and the pipes (issue 13 items 2, 3; clig.dev): whether a human watches, whether
 * colour is wanted, and what happens when the reader of stdout goes away.
 *
 * `sim status | head -1`: head exits after one line and the next write fails with EPIPE. Node
 * reports that as an 'error' event on process.stdout, which nobody handled, so the command died
 * with a stack trace and exit code 1. watchStdout() handles it once per process: the output ends
 * there (later writes to the destroyed stream are dropped), a command that runs until stopped
 * (`sim start`, `sim watch`) stops cleanly as on Ctrl-C (`stdoutClosed`), and the exit code is 0.
 */

let installed = false;
let closed = false;
let markClosed: () => void = () => {};

/** Resolves when stdout's reader went away (EPIPE); never otherwise. */
export const stdoutClosed: Promise<void> = new Promise<void>((resolve) => {
  markClosed = () => {
    closed = true;
    resolve();
  };
});

const gone = (err: NodeJS.ErrnoException) => err.code === "EPIPE" || err.code === "ERR_STREAM_DESTROYED" || err.code === "ECONNRESET";

function onStdoutError(err: NodeJS.ErrnoException): void {
  if (!gone(err)) throw err;
  markClosed();
}

function onStderrError(err: NodeJS.ErrnoException): void {
  if (!gone(err)) throw err; // stderr's reader gone too: nothing left to tell anyone
}

export interface StdoutWatch {
  /** True once stdout's reader went away. */
  closed(): boolean;
}

/** Installs the EPIPE handling of the module comment (once per process). */
export function watchStdout(): StdoutWatch {
  if (!installed) {
    installed = true;
    process.stdout.on("error", onStdoutError);
    process.stderr.on("error", onStderrError);
  }
  return { closed: () => closed };
}

/** A terminal that understands cursor movement: a TTY whose TERM is not "dumb". */
export function isInteractive(stream: NodeJS.WriteStream = process.stdout): boolean {
  return stream.isTTY === true && process.env.TERM !== "dumb";
}

/** Colour (ANSI SGR) only for a terminal, and never with NO_COLOR set to anything (no-color.org). */
export function colourWanted(stream: NodeJS.WriteStream = process.stdout): boolean {
  const noColour = process.env.NO_COLOR;
  return isInteractive(stream) && (noColour === undefined || noColour === "");
}

/** Columns a table may use: the terminal's width, else COLUMNS, else the classic 80. */
export function outputWidth(stream: NodeJS.WriteStream = process.stdout): number {
  if (stream.isTTY === true && stream.columns > 0) return stream.columns;
  const env = Number(process.env.COLUMNS);
  return Number.isInteger(env) && env > 0 ? env : 80;
}
