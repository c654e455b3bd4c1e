/** Waiting on real time without asserting on it: poll a condition, fail only when it never holds. */

/** Polls `check` every 20 ms until it returns true; fails after `ms` (a bound on hangs, not a timing claim). */
export async function waitUntil(what: string | (() => string), check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${typeof what === "string" ? what : what()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
