/**
 * A paged grid of works (drawing, AI or photo patterns) with every list state: loading, empty,
 * error with retry, load more. A tap opens the work in the shell's picker (/sugar?sn&goods_id),
 * where it is paid for and printed.
 */
import "./draw-work-grid.css";
import type { ReactNode } from "react";
import { Link } from "wouter";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../app/paths.ts";
import { Img } from "../../../components/image.tsx";
import { PagedList } from "../../../components/list.tsx";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import type { PagedState } from "../../../lib/use-paged-api.ts";

export interface DrawWorkGridProps {
  sn: string;
  works: PagedState<Pattern>;
  empty: ReactNode;
  /** Accessible name of the list. */
  label: string;
}

export function DrawWorkGrid({ sn, works, empty, label }: DrawWorkGridProps) {
  const currency = readCachedCurrency();
  return (
    <section className="draw-works" aria-label={label}>
      <PagedList
        items={works.items}
        getKey={(w) => w.goods_id}
        renderItem={(w) => <DrawWorkCard sn={sn} work={w} price={formatPrice(w.price, currency)} />}
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

export function DrawWorkCard({ sn, work, price }: { sn: string; work: Pattern; price: string }) {
  return (
    <Link className="draw-card" href={paths.sugar.index({ sn, goods_id: work.goods_id })}>
      <Img src={work.image_url} alt="" fit="contain" className="draw-card__img" />
      <span className="draw-card__name">{work.name}</span>
      <span className="draw-card__price">{price}</span>
    </Link>
  );
}
