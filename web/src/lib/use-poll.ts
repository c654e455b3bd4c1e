/**
 * Asks again on a rhythm while something is pending: `reload` every `everyMs` while `active`.
 * Used for §9's payment polling (QR is-pay, an order that still reads unpaid), a picture being
 * drawn, and the screen's wall. `reload` must be stable (useApi's is), or the rhythm restarts.
 */
import { useEffect } from "react";

export interface PollOptions {
  /** Skip the asks while the tab is hidden (a wall nobody looks at); the next visible tick asks. */
  pauseWhileHidden?: boolean;
}

export function usePoll(reload: () => Promise<void>, active: boolean, everyMs: number, options: PollOptions = {}): void {
  const pauseWhileHidden = options.pauseWhileHidden === true;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (pauseWhileHidden && document.visibilityState === "hidden") return;
      void reload();
    }, everyMs);
    return () => clearInterval(timer);
  }, [reload, active, everyMs, pauseWhileHidden]);
}
