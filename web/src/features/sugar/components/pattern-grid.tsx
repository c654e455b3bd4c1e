/** The pattern grid of a printer (§2 list, mine): paged, with loading, empty and error states. */
import { useDeferredValue } from "react";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { PagedList } from "../../../components/list.tsx";
import { EmptyState } from "../../../components/states.tsx";
import type { Currency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePatternList, type PatternQuery } from "../api/use-pattern-list.ts";
import { FIRST_SCREEN_PATTERNS, PATTERN_COLUMNS } from "../early.ts";
import { PatternCard } from "./pattern-card.tsx";

export interface PatternGridProps {
  query: PatternQuery | null;
  currency: Currency;
  onOpen: (pattern: Pattern) => void;
  emptyText?: string;
}

/**
 * Cards in the first commit: the first screen's (two rows of two under the shell's bars). The rest
 * follow in a deferred render a frame later, so the first patterns appear sooner on a slow phone
 * (issues 5 and 18: patterns visible ≤ 750 ms at 4× CPU throttling); their layout and paint wait
 * until they near the viewport (content-visibility in sugar.css).
 */
export const FIRST_CARDS = FIRST_SCREEN_PATTERNS;

export function PatternGrid({ query, currency, onOpen, emptyText }: PatternGridProps) {
  const t = useT("sugar");
  const list = usePatternList(query);
  const items = useDeferredValue(list.items, list.items.slice(0, FIRST_CARDS));
  // No "load more" sentinel until every card of the page is in: it must not fire under a half grid.
  const complete = items.length === list.items.length;
  return (
    <PagedList
      items={items}
      getKey={(p) => p.id}
      renderItem={(p, i) => <PatternCard pattern={p} currency={currency} onOpen={onOpen} firstRow={i < PATTERN_COLUMNS} />}
      isLoading={list.isLoading}
      error={list.error}
      onRetry={() => void list.reload()}
      hasMore={list.hasMore && complete}
      onLoadMore={list.loadMore}
      isLoadingMore={list.isLoadingMore}
      empty={<EmptyState title={emptyText ?? t("list.empty")} />}
      listClassName="pattern-grid"
      className="pattern-grid-wrap"
    />
  );
}
