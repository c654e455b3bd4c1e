/**
 * Each area of §2 is its own chunk. §8: a failed dynamic chunk load reloads the page (a new
 * deploy replaced the hashed files); once per minute at most, so a real outage cannot loop.
 */
import { lazy, type ComponentType } from "react";

const RELOAD_KEY = "chunk_reload_at";
const RELOAD_WINDOW_MS = 60_000;

export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Failed to fetch/i.test(msg);
}

/** Returns true when it reloaded (then the caller waits forever: the page is going away). */
export function reloadOnceForChunkError(err: unknown, now = Date.now()): boolean {
  if (!isChunkLoadError(err)) return false;
  let last = 0;
  try {
    last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  } catch {
    // no storage: reload anyway, the window guard is best effort
  }
  if (now - last < RELOAD_WINDOW_MS) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    // ignore
  }
  location.reload();
  return true;
}

export function lazyArea<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((err: unknown) => {
      if (reloadOnceForChunkError(err)) return new Promise<never>(() => {});
      throw err;
    }),
  );
}
