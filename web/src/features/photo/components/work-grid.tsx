/** A paged two-column grid of works with its loading, empty and error states. */
import type { ReactNode } from "react";
import type { PhotoWork } from "../../../../contract/http/photo.ts";
import { PagedList } from "../../../components/list.tsx";
import { EmptyState } from "../../../components/states.tsx";
import type { PagedState } from "../../../lib/use-paged-api.ts";
import { WorkCard } from "./work-card.tsx";
import "./photo.css";

export function WorkGrid({ state, emptyTitle, emptyAction }: { state: PagedState<PhotoWork>; emptyTitle: string; emptyAction?: ReactNode }) {
  return (
    <PagedList
      items={state.items}
      getKey={(w) => w.id}
      renderItem={(w) => <WorkCard work={w} />}
      isLoading={state.isLoading}
      isLoadingMore={state.isLoadingMore}
      error={state.error}
      onRetry={() => void state.reload()}
      hasMore={state.hasMore}
      onLoadMore={state.loadMore}
      listClassName="work-grid"
      empty={<EmptyState title={emptyTitle} action={emptyAction} />}
    />
  );
}
