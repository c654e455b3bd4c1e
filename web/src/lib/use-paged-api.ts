/**
 * A paged list call (every list of the contract answers { list, total, page, limit }) as one
 * growing list for PagedList: page 1 first, the next page on "load more". Every page is its own
 * entry of the useApi cache, so dedupe, cancellation and retry apply per page, and an invalidate
 * after a mutation refreshes every page shown (§4 "then reload": a deleted row on page 1 goes
 * even after page 2 loaded). A new query starts again from page 1; a null query asks nothing.
 */
import { useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore } from "react";
import type { Endpoint, InputOf, OutputOf } from "../../contract/http/endpoint.ts";
import { keyOf, reload as reloadEntry, snapshotOf, subscribe, type Snapshot } from "./api-cache.ts";
import { FetchPolicyContext } from "./use-api.ts";

type ItemOf<E> = OutputOf<E> extends { list: readonly (infer T)[] } ? T : never;

export interface PagedState<T> {
  items: T[];
  total: number | undefined;
  /** The first page is loading. */
  isLoading: boolean;
  /** A later page is loading. */
  isLoadingMore: boolean;
  /** The newest failure of any page shown. */
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  /** Asks every page shown again (after an error: the page that failed, too). */
  reload: () => Promise<void>;
  /** reload() for an onRetry handler. */
  retry: () => void;
}

/** The same state under its other name. */
export type PagedApiState<T> = PagedState<T>;

interface PageOut<T> {
  list: readonly T[];
  total: number;
}

/** `query` without page and limit; null = not yet. Pages are `limit` long. */
export function usePagedApi<E extends Endpoint>(ep: E, query: Omit<InputOf<E>, "page" | "limit"> | null, limit = 20): PagedState<ItemOf<E>> {
  const policy = useContext(FetchPolicyContext);
  const baseKey = query === null ? null : keyOf(ep, query);
  // The page count belongs to one query: a new query starts again at page 1.
  const [shown, setShown] = useState<{ key: string | null; pages: number }>({ key: baseKey, pages: 1 });
  const pages = shown.key === baseKey ? shown.pages : 1;

  const inputs = useMemo(
    () => (query === null ? [] : Array.from({ length: pages }, (_, i) => ({ ...(query as object), page: i + 1, limit }) as InputOf<E>)),
    // baseKey stands for the query's content: a new object with the same content is the same query.
    [baseKey, pages, limit],
  );

  const sub = useCallback(
    (listener: () => void) => {
      const offs = inputs.map((i) => subscribe(ep, i, policy, listener));
      return () => offs.forEach((off) => off());
    },
    [ep, inputs, policy],
  );
  // useSyncExternalStore needs a stable snapshot: the same array while no page changed.
  const last = useRef<Snapshot<OutputOf<E>>[]>([]);
  const get = useCallback(() => {
    const next = inputs.map((i) => snapshotOf<OutputOf<E>>(ep, i));
    const prev = last.current;
    if (next.length === prev.length && next.every((s, i) => s === prev[i])) return prev;
    last.current = next;
    return next;
  }, [ep, inputs]);
  const snaps = useSyncExternalStore(sub, get, get);

  const items: ItemOf<E>[] = [];
  let total: number | undefined;
  let error: unknown;
  let loaded = 0;
  for (const s of snaps) {
    const data = s.data as PageOut<ItemOf<E>> | undefined;
    if (s.error !== undefined) error = s.error;
    if (data === undefined) break; // pages after a missing one wait for it
    items.push(...data.list);
    total = data.total;
    loaded += 1;
  }
  const lastPage = snaps[snaps.length - 1]?.data as PageOut<unknown> | undefined;
  const allLoaded = loaded === snaps.length;
  const hasMore = allLoaded && lastPage !== undefined && lastPage.list.length >= limit && (total === undefined || items.length < total);

  const loadMore = useCallback(() => {
    if (baseKey === null || !hasMore) return;
    setShown({ key: baseKey, pages: pages + 1 });
  }, [baseKey, pages, hasMore]);
  const reload = useCallback(() => Promise.all(inputs.map((i) => reloadEntry(ep, i))).then(() => undefined), [ep, inputs]);
  const retry = useCallback(() => void reload(), [reload]);

  return {
    items,
    total,
    isLoading: baseKey !== null && loaded === 0 && error === undefined,
    isLoadingMore: loaded > 0 && !allLoaded && error === undefined,
    error,
    hasMore,
    loadMore,
    reload,
    retry,
  };
}
