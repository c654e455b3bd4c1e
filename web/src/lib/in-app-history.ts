/**
 * How many entries of this app lie behind the current one, kept in each entry's history.state
 * (it survives a reload and comes back with popstate). A page the browser opened itself (a scan,
 * a shared link, the return from WeChat's OAuth or pay pages) has none: history.length cannot
 * tell, since it counts WeChat's about:blank and pages of other sites too (issue 11: the scan
 * page's back arrow went to about:blank or closed the WeChat page).
 */
import { navigate as browserNavigate, useBrowserLocation } from "wouter/use-browser-location";

const DEPTH_KEY = "tanghuaDepth";

type State = Record<string, unknown>;

function asState(value: unknown): State {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as State) : {};
}

/** 0 on an entry the app did not push (or without a History API, e.g. a test's memory router). */
export function inAppDepth(state: unknown = typeof history === "undefined" ? null : history.state): number {
  const depth = asState(state)[DEPTH_KEY];
  return typeof depth === "number" && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

/** True when a step back stays in the app. */
export function canGoBackInApp(): boolean {
  return inAppDepth() > 0;
}

/** The state of the next entry: a push is one deeper, a replace keeps the depth it replaces. */
export function stateWithDepth(given: unknown, replace: boolean, current = inAppDepth()): State {
  return { ...asState(given), [DEPTH_KEY]: replace ? current : current + 1 };
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** wouter's browser navigation, with the depth written into each entry. */
export function navigateInApp(to: string, { replace = false, state }: NavigateOptions = {}): void {
  browserNavigate(to, { replace, state: stateWithDepth(state, replace) });
}

/** The app router's location hook (app/app.tsx): the browser's, navigating through navigateInApp. */
export function useInAppLocation(): [string, typeof navigateInApp] {
  const [path] = useBrowserLocation();
  return [path, navigateInApp];
}
