/**
 * A paged list with every state a list needs (CONVENTIONS "Look and feel"): first-page loading,
 * empty, error with retry, then items with "load more". Pages load by themselves when a sentinel
 * under the last item scrolls into view (IntersectionObserver); the "load more" button stays
 * visible as the fallback (no observer, keyboard users) and "no more" marks the end.
 */
import "./list.css";
import { useEffect, useRef, type Key, type ReactNode } from "react";
import { useT } from "../lib/i18n/index.ts";
import { Button } from "./button.tsx";
import { EmptyState, ErrorState, LoadingState, Spinner, errorMessage } from "./states.tsx";

export interface PagedListProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T, index: number) => Key;
  /** The first page is loading. */
  isLoading?: boolean;
  /** The last load failed (first page: replaces the list; later page: shown under it). */
  error?: unknown;
  onRetry?: () => void;
  hasMore?: boolean;
  onLoadMore?: () => void;
  isLoadingMore?: boolean;
  /** Replaces the default EmptyState. */
  empty?: ReactNode;
  /** Start loading the next page this far before the end comes into view; default "200px". */
  rootMargin?: string;
  /** Class of the <ul>, e.g. a grid of pattern cards. */
  listClassName?: string;
  className?: string;
}

export function PagedList<T>({
  items,
  renderItem,
  getKey,
  isLoading = false,
  error,
  onRetry,
  hasMore = false,
  onLoadMore,
  isLoadingMore = false,
  empty,
  rootMargin = "200px",
  listClassName,
  className,
}: PagedListProps<T>) {
  const t = useT("common");
  const failed = error !== undefined && error !== null;
  const cls = `paged-list${className ? ` ${className}` : ""}`;

  if (items.length === 0) {
    if (isLoading) return <LoadingState className={cls} />;
    if (failed) return <ErrorState className={cls} message={errorMessage(error)} onRetry={onRetry} />;
    return <div className={cls}>{empty ?? <EmptyState />}</div>;
  }

  let footer: ReactNode;
  if (failed) {
    footer = (
      <div className="paged-list__error" role="alert">
        <span>{errorMessage(error) ?? t("state.error")}</span>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t("action.retry")}
          </Button>
        )}
      </div>
    );
  } else if (isLoadingMore) {
    footer = (
      <div className="paged-list__more" role="status">
        <Spinner size="sm" decorative />
        <span>{t("state.loading")}</span>
      </div>
    );
  } else if (hasMore) {
    footer = (
      <div className="paged-list__more">
        {onLoadMore && <Sentinel onVisible={onLoadMore} rootMargin={rootMargin} pageKey={items.length} />}
        <Button variant="ghost" size="sm" onClick={onLoadMore} disabled={!onLoadMore}>
          {t("action.loadMore")}
        </Button>
      </div>
    );
  } else {
    footer = <p className="paged-list__end">{t("state.noMore")}</p>;
  }

  return (
    <div className={cls} aria-busy={isLoading || isLoadingMore || undefined}>
      <ul className={`paged-list__items${listClassName ? ` ${listClassName}` : ""}`} role="list">
        {items.map((item, i) => (
          <li key={getKey(item, i)} className="paged-list__item">
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}

/**
 * Calls onVisible when it scrolls into view. It is mounted only while another page may be
 * loaded and no load is running, and re-observes per page (pageKey), so a sentinel that stays
 * in view after a short page asks for the next one instead of waiting for a scroll.
 */
function Sentinel({ onVisible, rootMargin, pageKey }: { onVisible: () => void; rootMargin: string; pageKey: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const onVisibleRef = useRef(onVisible);
  useEffect(() => {
    onVisibleRef.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    let fired = false;
    const io = new IntersectionObserver(
      (entries) => {
        if (fired || !entries.some((e) => e.isIntersecting)) return;
        fired = true; // once per page; the next page remounts or re-keys this effect
        onVisibleRef.current();
      },
      { rootMargin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [rootMargin, pageKey]);
  return <div ref={ref} className="paged-list__sentinel" aria-hidden="true" />;
}
