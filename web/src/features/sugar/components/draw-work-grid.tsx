/**
 * A paged grid of works (drawing, AI or photo patterns) with every list state: loading, empty,
 * error with retry, load more. A tap opens the work in the shell's picker (/sugar?sn&goods_id),
 * where it is paid for and printed.
 */
import "./draw-work-grid.css";
import type { ReactNode } from "react";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { PagedList } from "../../../components/list.tsx";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import type { PagedState } from "../../../lib/use-paged-api.ts";
import { DrawOwnWork } from "./draw-own-work.tsx";
import { DrawWorkCard } from "./draw-work-card.tsx";

export interface DrawWorkGridProps {
  sn: string;
  works: PagedState<Pattern>;
  empty: ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** The caller's own works (history): each says whether others see it, with the switch (issue 11). */
  own?: boolean;
}

export function DrawWorkGrid({ sn, works, empty, label, own = false }: DrawWorkGridProps) {
  const currency = readCachedCurrency();
  return (
    <section className="draw-works" aria-label={label}>
      <PagedList
        items={works.items}
        getKey={(w) => w.goods_id}
        renderItem={(w) =>
          own ? <DrawOwnWork sn={sn} work={w} price={formatPrice(w.price, currency)} /> : <DrawWorkCard sn={sn} work={w} price={formatPrice(w.price, currency)} />
        }
        isLoading={works.isLoading}
        error={works.error}
        onRetry={() => void works.reload()}
        hasMore={works.hasMore}
        onLoadMore={works.loadMore}
        isLoadingMore={works.isLoadingMore}
        empty={empty}
        listClassName="draw-grid"
      />
    </section>
  );
}
