/** The pattern grid of a printer (§2 list, mine): paged, with loading, empty and error states. */
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { PagedList } from "../../../components/list.tsx";
import { EmptyState } from "../../../components/states.tsx";
import type { Currency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePatternList, type PatternQuery } from "../api/use-pattern-list.ts";
import { PatternCard } from "./pattern-card.tsx";

export interface PatternGridProps {
  query: PatternQuery | null;
  currency: Currency;
  onOpen: (pattern: Pattern) => void;
  emptyText?: string;
}

export function PatternGrid({ query, currency, onOpen, emptyText }: PatternGridProps) {
  const t = useT("sugar");
  const list = usePatternList(query);
  return (
    <PagedList
      items={list.items}
      getKey={(p) => p.id}
      renderItem={(p) => <PatternCard pattern={p} currency={currency} onOpen={onOpen} />}
      isLoading={list.isLoading}
      error={list.error}
      onRetry={() => void list.reload()}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      isLoadingMore={list.isLoadingMore}
      empty={<EmptyState title={emptyText ?? t("list.empty")} />}
      listClassName="pattern-grid"
      className="pattern-grid-wrap"
    />
  );
}
