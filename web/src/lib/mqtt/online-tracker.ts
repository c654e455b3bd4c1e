/**
 * §4 printer online flag: true when connected and a heartbeat with a serial was seen; false only
 * after 5 s (§9 PRINTER_OFFLINE_MS) without one. A dropped connection alone does not flip it: no
 * heartbeat arrives while disconnected, so it goes false 5 s after the last one, as the rule says.
 *
 * `silent` is what tells a printer that is off from a phone that is off (issue 11): our connection
 * is up and yet the printer has said nothing for those 5 s (since the connection came up, or since
 * its last heartbeat). While our own connection is down it is false: then nobody can tell.
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
  /** Connected, and no heartbeat for offlineAfterMs since the connection came up or the last one. */
  readonly silent: boolean;
  /** Cancels the pending timers (unmount). */
  stop(): void;
}

export function createOnlineTracker(options: {
  onChange: (online: boolean) => void;
  onSilentChange?: (silent: boolean) => void;
  offlineAfterMs?: number;
  timers?: Timers;
}): OnlineTracker {
  const timers = options.timers ?? browserTimers;
  const offlineAfterMs = options.offlineAfterMs ?? PRINTER_OFFLINE_MS; // §9: 5 s
  let isConnected = false;
  let online = false;
  let last: number | null = null;
  let timer: unknown = null;
  let silent = false;
  let silenceTimer: unknown = null;

  const set = (next: boolean) => {
    if (next === online) return;
    online = next;
    options.onChange(next);
  };
  const disarm = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };
  const setSilent = (next: boolean) => {
    if (next === silent) return;
    silent = next;
    options.onSilentChange?.(next);
  };
  const disarmSilence = () => {
    if (silenceTimer !== null) timers.clearTimeout(silenceTimer);
    silenceTimer = null;
  };
  // §9: the same 5 s, counted from the connection or the last heartbeat, whichever is later.
  const armSilence = () => {
    disarmSilence();
    silenceTimer = timers.setTimeout(() => {
      silenceTimer = null;
      setSilent(isConnected);
    }, offlineAfterMs);
  };

  return {
    get online() {
      return online;
    },
    get lastHeartbeatAt() {
      return last;
    },
    get silent() {
      return silent;
    },
    connected() {
      isConnected = true;
      armSilence();
    },
    disconnected() {
      isConnected = false;
      disarmSilence();
      setSilent(false);
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
      setSilent(false);
      armSilence();
    },
    stop() {
      disarm();
      disarmSilence();
    },
  };
}
