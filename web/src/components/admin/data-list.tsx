/**
 * The one list of the admin area (CONVENTIONS 16): rows as a table on a desk and as cards on a
 * phone (one of the two is rendered, lib/admin/use-wide.ts), sortable columns, paging, and the
 * states every list has: first load, nothing found (with a way out when filters are set), a
 * failure with retry. Its filters, page and sort live in the URL (lib/admin/list-query.ts); the
 * page passes them in and gets the changes back.
 */
import "./admin.css";
import type { Key, ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useT } from "../../lib/i18n/index.ts";
import { useWide } from "../../lib/admin/use-wide.ts";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../states.tsx";
import { Pager } from "./pager.tsx";

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  align?: "start" | "end" | "center";
  /** The field this column sorts by ("money": ascending "money", descending "-money"). */
  sort?: string;
  /** The column holding the row's link (keyboard and screen readers open the row there). */
  primary?: boolean;
}

export interface DataListProps<T> {
  /** Accessible name of the table or list. */
  label: string;
  columns: readonly Column<T>[];
  /** undefined while the first answer is on its way. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  /** A row as a phone's card. */
  card: (row: T) => ReactNode;
  /** Opening a row: its detail page. */
  rowHref?: (row: T) => string;
  /**
   * false: a phone's card is not one link (it holds its own buttons and a link to the row; a
   * button inside a link is invalid HTML); the desk's row still opens on a click. Default true.
   */
  linkCards?: boolean;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Filters are set: the empty state offers to clear them. */
  filtered?: boolean;
  onClearFilters?: () => void;
  emptyText?: ReactNode;
  sort?: string | undefined;
  onSort?: (sort: string | undefined) => void;
  page: number;
  total: number | undefined;
  limit: number;
  onPage: (page: number) => void;
}

/** The next sort when a column header is pressed: descending first, then ascending, then off. */
export function nextSort(current: string | undefined, by: string): string | undefined {
  if (current === `-${by}`) return by;
  if (current === by) return undefined;
  return `-${by}`;
}

export function DataList<T>(props: DataListProps<T>) {
  const { label, rows, isLoading = false, error, onRetry, filtered = false, onClearFilters, emptyText, page, total, limit, onPage } = props;
  const t = useT("admin");
  const wide = useWide();
  const failed = error !== undefined && error !== null;

  let body: ReactNode;
  if (rows === undefined || (rows.length === 0 && isLoading)) {
    body = failed ? <ErrorState message={errorMessage(error)} onRetry={onRetry} /> : <LoadingState />;
  } else if (rows.length === 0) {
    body = failed ? (
      <ErrorState message={errorMessage(error)} onRetry={onRetry} />
    ) : (
      <EmptyState
        title={filtered ? t("list.noMatch") : t("list.empty")}
        text={emptyText}
        action={
          filtered && onClearFilters ? (
            <button type="button" className="data-list__clear" onClick={onClearFilters}>
              {t("list.clearFilters")}
            </button>
          ) : undefined
        }
      />
    );
  } else {
    body = wide ? <Table {...props} rows={rows} /> : <Cards {...props} rows={rows} />;
  }

  return (
    <section className="data-list" aria-label={label} aria-busy={isLoading || undefined}>
      {body}
      {rows !== undefined && rows.length > 0 && failed && (
        <p className="data-list__stale" role="alert">
          {errorMessage(error) ?? t("list.reloadFailed")}
          {onRetry && (
            <button type="button" className="data-list__clear" onClick={onRetry}>
              {t("list.retry")}
            </button>
          )}
        </p>
      )}
      {total !== undefined && total > 0 && <Pager page={page} total={total} limit={limit} onPage={onPage} />}
    </section>
  );
}

function Table<T>({ label, columns, rows, rowKey, rowHref, sort, onSort }: DataListProps<T> & { rows: readonly T[] }) {
  const t = useT("admin");
  const [, navigate] = useLocation();
  return (
    <div className="data-list__scroll">
      <table className="data-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((c) => {
              const dir = c.sort === undefined ? undefined : sort === c.sort ? "ascending" : sort === `-${c.sort}` ? "descending" : "none";
              return (
                <th key={c.key} scope="col" className={`data-table__th data-table__cell--${c.align ?? "start"}`} aria-sort={dir}>
                  {c.sort !== undefined && onSort ? (
                    <button type="button" className="data-table__sort" onClick={() => onSort(nextSort(sort, c.sort as string))}>
                      {c.header}
                      <span className={`data-table__arrow data-table__arrow--${dir}`} aria-hidden="true" />
                      <span className="visually-hidden">{t("list.sortBy")}</span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = rowHref?.(row);
            return (
              <tr
                key={rowKey(row)}
                className={href ? "data-table__row data-table__row--link" : "data-table__row"}
                // A click anywhere on the row opens it; the primary cell's link is the keyboard's way.
                onClick={href ? (e) => !(e.target as HTMLElement).closest("a,button") && navigate(href) : undefined}
              >
                {columns.map((c) => (
                  <td key={c.key} className={`data-table__td data-table__cell--${c.align ?? "start"}`}>
                    {c.primary && href ? (
                      <Link href={href} className="data-table__link">
                        {c.cell(row)}
                      </Link>
                    ) : (
                      c.cell(row)
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Cards<T>({ label, rows, rowKey, rowHref, card, linkCards = true }: DataListProps<T> & { rows: readonly T[] }) {
  return (
    <ul className="data-cards" role="list" aria-label={label}>
      {rows.map((row) => {
        const href = linkCards ? rowHref?.(row) : undefined;
        return (
          <li key={rowKey(row)} className="data-cards__item">
            {href ? (
              <Link href={href} className="data-card data-card--link">
                {card(row)}
              </Link>
            ) : (
              <div className="data-card">{card(row)}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
