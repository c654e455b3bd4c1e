/**
 * useApi / useMutation: the one data-fetching primitive every endpoint hook is built on
 * (CONVENTIONS 4). The policy comes from context: the admin layout provides §9's admin policy.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { FETCH_POLICY, type FetchPolicy } from "../../contract/constants.ts";
import type { Endpoint, InputOf, OutputOf } from "../../contract/http/endpoint.ts";
import { invalidate, keyOf, reload, snapshotOf, subscribe } from "./api-cache.ts";
import { request } from "./http.ts";

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

export interface MutationState<E extends Endpoint> {
  trigger: (input: InputOf<E>) => Promise<OutputOf<E>>;
  isMutating: boolean;
  error: unknown;
  reset: () => void;
}

/** A write call; on success every cached answer of `invalidates` is refreshed. */
export function useMutation<E extends Endpoint>(
  ep: E,
  options: { invalidates?: readonly Endpoint[]; /** §8: no toast for errorCode 1; the caller shows the message (e.g. under a field). */ silent?: boolean } = {},
): MutationState<E> {
  const [state, setState] = useState<{ isMutating: boolean; error: unknown }>({ isMutating: false, error: undefined });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false; // no state updates after unmount
    };
  }, []);
  const invalidates = options.invalidates;
  const silent = options.silent;

  const trigger = useCallback(
    async (input: InputOf<E>) => {
      if (mounted.current) setState({ isMutating: true, error: undefined });
      try {
        const data = await request(ep, input, silent === undefined ? {} : { silent });
        if (invalidates && invalidates.length > 0) await invalidate(...invalidates);
        if (mounted.current) setState({ isMutating: false, error: undefined });
        return data;
      } catch (error) {
        if (mounted.current) setState({ isMutating: false, error });
        throw error;
      }
    },
    [ep, invalidates, silent],
  );
  const reset = useCallback(() => setState({ isMutating: false, error: undefined }), []);
  return { trigger, isMutating: state.isMutating, error: state.error, reset };
}
