/**
 * Paging of an admin list: the total, previous / next, and on a desk the page numbers around
 * the current one (first and last always reachable). The page is the URL's (list-query.ts).
 */
import "./admin.css";
import { useT } from "../../lib/i18n/index.ts";
import { BackIcon } from "../icons.tsx";
import { ChevronRightIcon } from "../action-icons.tsx";

/** The page numbers to offer: first, last, and two either side of `page`; 0 marks a gap. */
export function pageWindow(page: number, pages: number): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

export function Pager({ page, total, limit, onPage }: { page: number; total: number; limit: number; onPage: (page: number) => void }) {
  const t = useT("admin");
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className="pager" aria-label={t("list.pages")}>
      <span className="pager__total">{t("list.total", { n: total })}</span>
      <div className="pager__controls">
        <button type="button" className="pager__step" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t("list.prev")}>
          <BackIcon size={18} />
        </button>
        <span className="pager__where">{t("list.pageOf", { page: Math.min(page, pages), pages })}</span>
        <ol className="pager__numbers" role="list">
          {pageWindow(page, pages).map((p, i) =>
            p === 0 ? (
              <li key={`gap${i}`} className="pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  className="pager__number"
                  aria-current={p === page ? "page" : undefined}
                  aria-label={t("list.pageN", { n: p })}
                  onClick={() => p !== page && onPage(p)}
                >
                  {p}
                </button>
              </li>
            ),
          )}
        </ol>
        <button type="button" className="pager__step" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t("list.next")}>
          <ChevronRightIcon size={18} />
        </button>
      </div>
    </nav>
  );
}
