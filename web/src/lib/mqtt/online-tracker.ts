/**
 * §4 printer online flag: true when connected and a heartbeat with a serial was seen; false only
 * after 5 s (§9 PRINTER_OFFLINE_MS) without one. A dropped connection alone does not flip it: no
 * heartbeat arrives while disconnected, so it goes false 5 s after the last one, as the rule says.
 * Pure apart from the injected timers, so tests drive it with a fake clock.
 */
import { PRINTER_OFFLINE_MS } from "../../../contract/constants.ts";

/** The timer functions the tracker uses; the browser's by default. */
export interface Timers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

export interface OnlineTracker {
  readonly online: boolean;
  /** ms (timers.now()) of the last heartbeat with a serial; null before the first. */
  readonly lastHeartbeatAt: number | null;
  /** The MQTT connection is up (CONNACK 0). */
  connected(): void;
  /** The connection dropped; the flag stays until the 5 s have passed. */
  disconnected(): void;
  /** A decoded heartbeat arrived; an empty serial does not count (§4 "a heartbeat with a serial"). */
  heartbeat(sn: string): void;
  /** Cancels the pending timer (unmount). */
  stop(): void;
}

export function createOnlineTracker(options: {
  onChange: (online: boolean) => void;
  offlineAfterMs?: number;
  timers?: Timers;
}): OnlineTracker {
  const timers = options.timers ?? browserTimers;
  const offlineAfterMs = options.offlineAfterMs ?? PRINTER_OFFLINE_MS; // §9: 5 s
  let isConnected = false;
  let online = false;
  let last: number | null = null;
  let timer: unknown = null;

  const set = (next: boolean) => {
    if (next === online) return;
    online = next;
    options.onChange(next);
  };
  const disarm = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  return {
    get online() {
      return online;
    },
    get lastHeartbeatAt() {
      return last;
    },
    connected() {
      isConnected = true;
    },
    disconnected() {
      isConnected = false;
    },
    heartbeat(sn) {
      if (!isConnected || sn === "") return;
      last = timers.now();
      disarm();
      // Re-armed on every heartbeat: the flag drops exactly offlineAfterMs after the last one.
      timer = timers.setTimeout(() => {
        timer = null;
        set(false);
      }, offlineAfterMs);
      set(true);
    },
    stop() {
      disarm();
    },
  };
}
