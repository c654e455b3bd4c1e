/**
 * Countdown helper (§4): days, hours, minutes, seconds and isExpired for a target time,
 * plus `useCountdown`, a React hook that re-renders once per tick until the target passes.
 */
import { useEffect, useState } from "react";
import { toEpochMs } from "./time.ts";

export { toEpochMs, toMs } from "./time.ts";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type Countdown = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  isExpired: boolean;
  /** ms left, never negative. */
  totalMs: number;
};

function countdownFromMs(targetMs: number, now: number): Countdown {
  // An unreadable target counts as expired: a countdown that never ends would hold a sheet open forever.
  const totalMs = Number.isFinite(targetMs) ? Math.max(0, targetMs - now) : 0;
  return {
    // Each unit floors, so the display never promises more time than is left.
    days: Math.floor(totalMs / DAY_MS),
    hours: Math.floor(totalMs / HOUR_MS) % 24,
    minutes: Math.floor(totalMs / MINUTE_MS) % 60,
    seconds: Math.floor(totalMs / SECOND_MS) % 60,
    isExpired: totalMs === 0,
    totalMs,
  };
}

/** Time left until `target` (seconds or ms, §4, Date or date string) as seen at `now` (ms). */
export function countdown(target: number | Date | string, now: number): Countdown {
  return countdownFromMs(toEpochMs(target), now);
}

/** The countdown to `target`, re-rendered every `tickMs` until it expires, then still. */
export function useCountdown(target: number | Date | string, tickMs = 1000): Countdown {
  // A number keeps the effect stable when the caller passes a new Date object each render.
  const targetMs = toEpochMs(target);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    // Re-sync at once: after a target change the last tick may be long past.
    setNow(Date.now());
    if (countdownFromMs(targetMs, Date.now()).isExpired) return undefined;
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (countdownFromMs(targetMs, t).isExpired) clearInterval(id);
    }, tickMs);
    return () => clearInterval(id);
  }, [targetMs, tickMs]);

  return countdownFromMs(targetMs, now);
}
