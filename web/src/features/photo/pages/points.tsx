/** /photo/points: the points balance and its record (sign-ins, invites, pictures made, prizes). */
import { paths } from "../../../paths/paths.ts";
import { PagedList } from "../../../components/list.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { usePointsList } from "../api/use-points-list.ts";
import { useSignInfo } from "../api/use-sign-info.ts";
import "../components/photo.css";

export function PhotoPointsPage() {
  const t = useT("photo");
  usePageTitle(t("points.title"));
  const list = usePointsList();
  const balance = useSignInfo(undefined).data?.points ?? list.items[0]?.balance;
  return (
    <>
      <TopBar title={t("points.title")} backHref={paths.photo.index()} />
      <main className="page photo-page">
        <section className="points-balance" aria-live="polite">
          <span>{t("points.balance")}</span>
          <strong>{balance ?? "—"}</strong>
        </section>
        <PagedList
          items={list.items}
          getKey={(r) => r.id}
          isLoading={list.isLoading}
          isLoadingMore={list.isLoadingMore}
          error={list.error}
          onRetry={() => void list.reload()}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          empty={<EmptyState title={t("points.empty")} />}
          renderItem={(r) => (
            <div className="row-item">
              <div className="row-item__main">
                <span className="row-item__title">{r.title}</span>
                <span className="row-item__sub">{formatDateTime(r.create_time)}</span>
              </div>
              <span className={`row-item__value ${r.value >= 0 ? "row-item__value--plus" : "row-item__value--minus"}`}>
                {r.value >= 0 ? `+${r.value}` : r.value}
              </span>
            </div>
          )}
        />
      </main>
    </>
  );
}
