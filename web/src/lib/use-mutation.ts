/**
 * useMutation: a write call; on success every cached answer it makes stale (lib/stale-after.ts,
 * one table keyed by endpoint) is refreshed. Its
 * own module (not use-api.ts) so that pages that only read, like the /sugar shell, do not carry it
 * in their first load (issue 5).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Endpoint, InputOf, OutputOf } from "../../contract/http/endpoint.ts";
import { invalidateKeys } from "./api-cache.ts";
import { request, RequestError } from "./http.ts";
import { staleAfter } from "./stale-after.ts";

export interface MutationState<E extends Endpoint> {
  trigger: (input: InputOf<E>) => Promise<OutputOf<E>>;
  isMutating: boolean;
  error: unknown;
  reset: () => void;
}

export function useMutation<E extends Endpoint>(
  ep: E,
  options: {
    /** §8: no toast for errorCode 1; the caller shows the message (e.g. under a field). */
    silent?: boolean;
    /**
     * A refusal (an errorCode answer) also refreshes what the call makes stale: a decision on a
     * record someone else has just changed (two admins at once) shows the record as it now is.
     */
    refreshOnRefusal?: boolean;
  } = {},
): MutationState<E> {
  const [state, setState] = useState<{ isMutating: boolean; error: unknown }>({ isMutating: false, error: undefined });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false; // no state updates after unmount
    };
  }, []);
  const silent = options.silent;
  const refreshOnRefusal = options.refreshOnRefusal === true;

  const trigger = useCallback(
    async (input: InputOf<E>) => {
      if (mounted.current) setState({ isMutating: true, error: undefined });
      try {
        const data = await request(ep, input, silent === undefined ? {} : { silent });
        const stale = staleAfter(ep, input);
        if (stale.length > 0) await invalidateKeys(stale);
        if (mounted.current) setState({ isMutating: false, error: undefined });
        return data;
      } catch (error) {
        if (refreshOnRefusal && error instanceof RequestError && error.kind === "api") {
          const stale = staleAfter(ep, input);
          if (stale.length > 0) await invalidateKeys(stale).catch(() => undefined);
        }
        if (mounted.current) setState({ isMutating: false, error });
        throw error;
      }
    },
    [ep, silent, refreshOnRefusal],
  );
  const reset = useCallback(() => setState({ isMutating: false, error: undefined }), []);
  return { trigger, isMutating: state.isMutating, error: state.error, reset };
}
