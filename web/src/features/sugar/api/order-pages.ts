/**
 * The paged lists of the order pages (my orders, shop activities) on lib/use-paged-api.ts, as one
 * small shape: the items, the list states and a retry for PagedList.
 */
import type { Endpoint } from "../../../../contract/http/endpoint.ts";
import { usePagedApi } from "../../../lib/use-paged-api.ts";

export interface OrderPages<T> {
  items: readonly T[];
  isLoading: boolean;
  isLoadingMore: boolean;
  error: unknown;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

/** What either revision of usePagedApi answers: a retry() or a reload(). */
interface PagedAnswer<T> extends Omit<OrderPages<T>, "retry"> {
  retry?: () => void;
  reload?: () => Promise<void>;
}

export function useOrderPages<T, E extends Endpoint = Endpoint>(ep: E, query: Record<string, unknown> | null, limit: number): OrderPages<T> {
  const s = usePagedApi(ep, query as never, limit) as unknown as PagedAnswer<T>;
  return {
    items: s.items,
    isLoading: s.isLoading,
    isLoadingMore: s.isLoadingMore,
    error: s.error,
    hasMore: s.hasMore,
    loadMore: s.loadMore,
    retry: () => {
      if (s.retry) s.retry();
      else void s.reload?.();
    },
  };
}
