/**
 * useApi: the one data-fetching primitive every reading endpoint hook is built on (CONVENTIONS
 * 4); writes go through useMutation (use-mutation.ts). The policy comes from context: the
 * admin layout provides §9's admin policy.
 */
import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from "react";
import { FETCH_POLICY, type FetchPolicy } from "../../contract/constants.ts";
import type { Endpoint, InputOf, OutputOf } from "../../contract/http/endpoint.ts";
import { keyOf, reload, snapshotOf, subscribe } from "./api-cache.ts";

export const FetchPolicyContext = createContext<FetchPolicy>(FETCH_POLICY.default);

export interface ApiState<T> {
  data: T | undefined;
  error: unknown;
  /** No data yet and a request is on its way (first load). */
  isLoading: boolean;
  isValidating: boolean;
  reload: () => Promise<void>;
}

const noop = () => () => {};
const NONE = { data: undefined, error: undefined, isValidating: false };

/** Loads `ep` with `input`; `null` input means "not yet" (a dependency is missing). */
export function useApi<E extends Endpoint>(ep: E, input: InputOf<E> | null): ApiState<OutputOf<E>> {
  const policy = useContext(FetchPolicyContext);
  const key = input === null ? null : keyOf(ep, input);
  const inputRef = useRef(input);
  inputRef.current = input;

  const sub = useCallback(
    (listener: () => void) => (key === null ? noop() : subscribe(ep, inputRef.current, policy, listener)),
    [ep, key, policy],
  );
  const get = useCallback(() => (key === null ? NONE : snapshotOf<OutputOf<E>>(ep, inputRef.current)), [ep, key]);
  const snap = useSyncExternalStore(sub, get, get);
  const doReload = useCallback(() => (key === null ? Promise.resolve() : reload(ep, inputRef.current)), [ep, key]);

  return {
    data: snap.data as OutputOf<E> | undefined,
    error: snap.error,
    isLoading: key !== null && snap.data === undefined && snap.error === undefined,
    isValidating: snap.isValidating,
    reload: doReload,
  };
}
