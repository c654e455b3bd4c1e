/**
 * The screen's own local state: which printer it shows (kept across reloads, so a TV that
 * restarts comes back to its printer), and the poll that brings new photos.
 */
import { readString, writeString } from "../../lib/storage.ts";
import { usePoll } from "../../lib/use-poll.ts";

const SCREEN_SN_KEY = "screen_sn";

/**
 * New photos are asked for every 5 s: a photo print takes about a minute, so customers waiting
 * by the printer see theirs appear within seconds of paying, while a screen left on all day
 * makes only 12 small requests a minute.
 */
export const SCREEN_POLL_MS = 5_000;

const SN_RE = /^[A-Za-z0-9_-]{1,64}$/;

export function isSn(v: string): boolean {
  return SN_RE.test(v);
}

/** The printer from `?sn=`, else the one this screen was bound to; null when neither. */
export function screenSn(query: string | null): string | null {
  if (query !== null && isSn(query)) return query;
  const stored = readString(SCREEN_SN_KEY);
  return stored !== undefined && isSn(stored) ? stored : null;
}

export function rememberScreenSn(sn: string): void {
  writeString(SCREEN_SN_KEY, sn);
}

/** Calls `reload` every SCREEN_POLL_MS while `active`; paused while the tab is hidden. */
export function useScreenPoll(reload: () => Promise<void>, active: boolean): void {
  usePoll(reload, active, SCREEN_POLL_MS, { pauseWhileHidden: true });
}
