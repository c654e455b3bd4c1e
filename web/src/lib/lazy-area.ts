/**
 * Each area of §2 is its own chunk. §8: a failed dynamic chunk load reloads the page (a new
 * deploy replaced the hashed files); once per minute at most, so a real outage cannot loop.
 * Never while the browser says it is offline (issue 11): the reload would land on the browser's
 * own offline page and the app would be gone. The area shows one "网络不可用，点击重试" instead,
 * and a tap loads it again.
 */
import { createElement, lazy, useSyncExternalStore, type ComponentType } from "react";
import { OfflineRetry } from "../components/states.tsx";

const RELOAD_KEY = "chunk_reload_at";
const RELOAD_WINDOW_MS = 60_000;

export function isChunkLoadError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Failed to fetch/i.test(msg);
}

/** navigator.onLine false: the network is surely down (true only means "maybe up"). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** Returns true when it reloaded (then the caller waits forever: the page is going away). */
export function reloadOnceForChunkError(err: unknown, now = Date.now()): boolean {
  if (!isChunkLoadError(err) || isOffline()) return false;
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

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export function lazyArea<P extends object>(load: Loader<P>): ComponentType<P> {
  const listeners = new Set<() => void>();
  const retry = () => {
    current = attempt();
    for (const fn of listeners) fn();
  };
  const subscribe = (fn: () => void) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  const attempt = () =>
    lazy(() =>
      load().catch((err: unknown): Promise<{ default: ComponentType<P> }> => {
        // Offline: a tap on the retry loads the chunk again once the network is back.
        if (isChunkLoadError(err) && isOffline()) return Promise.resolve({ default: () => createElement(OfflineRetry, { onRetry: retry }) });
        if (reloadOnceForChunkError(err)) return new Promise<never>(() => {});
        throw err;
      }),
    );
  let current = attempt();
  return function LazyArea(props: P) {
    const Area = useSyncExternalStore(subscribe, () => current);
    return createElement(Area as ComponentType<P>, props);
  };
}
