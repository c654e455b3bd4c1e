/**
 * The root loader (§2 Behaviour): a `token` query parameter is stored as the accessToken cookie
 * and removed from the address bar, then the current user and the company context are fetched.
 * A full-screen spinner shows while either loads.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { FETCH_POLICY, STORAGE_KEYS } from "../../contract/constants.ts";
import { companyInfo, type Company } from "../../contract/http/company.ts";
import { logout, userInfo, type User } from "../../contract/http/auth.ts";
import { clearToken, getToken, setToken } from "./cookie.ts";
import { adoptTokenFromUrl } from "./url-token.ts";
import { setCached, snapshotOf, subscribe } from "./api-cache.ts";
import { onUnauthorized, request, requestAllow401 } from "./http.ts";
import { remove } from "./storage.ts";

export { adoptTokenFromUrl } from "./url-token.ts";

export interface Session {
  status: "loading" | "ready";
  user: User | null;
  company: Company | null;
  /** Re-reads the current user (after login, bind, logout). */
  refresh: () => Promise<User | null>;
  /** §4 login success: store the token 30 days and load the user. */
  signIn: (token: string) => Promise<User | null>;
  /** §4 logout: clears the token and stored openid. */
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside <SessionProvider>");
  return s;
}

async function loadUser(): Promise<User | null> {
  if (!getToken()) return null;
  // §8 opt-out: an expired token just means "not logged in" here; the guards decide what next.
  const res = await requestAllow401(userInfo, {}).catch(() => null);
  if (res === null) return null;
  if (!res.ok) {
    clearToken();
    return null;
  }
  return res.data;
}

async function loadCompany(): Promise<Company | null> {
  return request(companyInfo, {}).catch(() => null);
}

type Loaded = [User | null, Company | null];
/** A load started ahead of the first render, and its outcome once it has one. */
let started: { promise: Promise<Loaded>; value?: Loaded } | null = null;

/**
 * Starts loading the user and the company ahead of the first render (app/ready.ts, which takes
 * over the answers app/boot.ts asked for early); the next SessionProvider to mount takes it instead
 * of asking again, and when it has already arrived renders the app at once, without a spinner pass
 * and a second render (issue 5).
 */
export function startSession(): Promise<unknown> {
  if (started !== null) return started.promise;
  const run: { promise: Promise<Loaded>; value?: Loaded } = { promise: Promise.all([loadUser(), loadCompany()]) };
  run.promise.then((value) => void (run.value = value), () => undefined);
  started = run;
  return run.promise;
}

/**
 * The early load, or a new one (then the URL token is adopted first, as boot.ts does). It stays
 * the current one until a provider has committed with it (releaseSession): a first render that
 * React throws away and retries (a suspending child) must not ask the server again.
 */
function currentSession(): { promise: Promise<Loaded>; value?: Loaded } {
  if (started === null) {
    adoptTokenFromUrl();
    startSession();
  }
  return started as NonNullable<typeof started>;
}

function releaseSession(run: NonNullable<typeof started>): void {
  if (started === run) started = null;
}

/** `fallback` is the full-screen spinner (§2) shown while the user or company loads. */
export function SessionProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // The early load (app/boot.ts), taken once per provider; its answer may already be in.
  const [run] = useState(currentSession);
  const [state, setState] = useState<{ status: Session["status"]; user: User | null; company: Company | null }>(() =>
    run.value === undefined ? { status: "loading", user: null, company: null } : { status: "ready", user: run.value[0], company: run.value[1] },
  );

  const loading = state.status === "loading";
  useEffect(() => {
    releaseSession(run);
    // Rendered ready from the start, or the load arrives now (it may have arrived since the render).
    if (!loading) return;
    let alive = true;
    void run.promise.then(([user, company]) => {
      if (alive) setState({ status: "ready", user, company });
    });
    return () => {
      alive = false;
    };
    // Once, on mount (run never changes): refresh, signIn and signOut keep the status "ready".
  }, [run]);

  // §1: the title and icon follow a change of the company (issue 15: "the admin shows the new ones
  // after saving"). The company loaded above goes into the API cache and the session reads it from
  // there, so a write that makes company/info stale (lib/stale-after.ts: company/update, an accepted
  // invitation) reloads it and the session follows; nothing asks for it again otherwise.
  useEffect(() => {
    if (loading) return;
    if (state.company) setCached(companyInfo, {}, state.company);
    return subscribe(companyInfo, {}, FETCH_POLICY.default, () => {
      const c = snapshotOf<Company>(companyInfo, {}).data;
      if (c) setState((s) => (s.company === c ? s : { ...s, company: c }));
    });
    // Once, when the first load is in (the company of that moment seeds the cache).
  }, [loading]);

  // §8 401: the token is gone (http.ts); nobody is logged in any more.
  useEffect(() => onUnauthorized(() => setState((s) => (s.user === null ? s : { ...s, user: null }))), []);

  const refresh = useCallback(async () => {
    const user = await loadUser();
    setState((s) => ({ ...s, user }));
    return user;
  }, []);

  const signIn = useCallback(
    async (token: string) => {
      setToken(token);
      return refresh();
    },
    [refresh],
  );

  const signOut = useCallback(() => {
    // The logout call reads the token before its first await, so clearing right after is safe.
    if (getToken()) void request(logout, {}).catch(() => undefined);
    clearToken();
    remove(STORAGE_KEYS.openid);
    setState((s) => ({ ...s, user: null }));
  }, []);

  const value = useMemo<Session>(() => ({ ...state, refresh, signIn, signOut }), [state, refresh, signIn, signOut]);
  if (state.status === "loading") return <>{fallback}</>;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** Test seam: a fixed session without network. */
export function StaticSession({ value, children }: { value: Session; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

