/** /lottery/record: the caller's draws; a gift links to choosing (or changing) its address. */
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { PagedList } from "../../../components/list.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useLotteryRecords } from "../api/use-lottery-records.ts";
import { LoginNeeded } from "../components/login-needed.tsx";
import "../components/lottery.css";
import { needsAddress, recordStatusKey } from "../components/record-status.ts";

export function LotteryRecordPage() {
  const t = useT("pages");
  usePageTitle(t("lottery.recordTitle"));
  const { user } = useSession();
  const list = useLotteryRecords(user !== null);
  return (
    <>
      <TopBar title={t("lottery.recordTitle")} backHref={paths.lottery.index()} />
      <main className="page lottery">
        {!user ? (
          <LoginNeeded />
        ) : (
          <PagedList
            items={list.items}
            getKey={(r) => r.id}
            isLoading={list.isLoading}
            isLoadingMore={list.isLoadingMore}
            error={list.error}
            onRetry={() => void list.reload()}
            hasMore={list.hasMore}
            onLoadMore={list.loadMore}
            empty={
              <EmptyState
                title={t("lottery.recordEmpty")}
                action={
                  <Link className={buttonClassName("primary")} href={paths.lottery.index()}>
                    {t("lottery.goDraw")}
                  </Link>
                }
              />
            }
            renderItem={(r) => (
              <article className="lottery-record">
                <Img className="lottery-record__img" src={r.image_url} alt="" />
                <div className="lottery-record__main">
                  <h2 className="lottery-record__name">{r.prize_name}</h2>
                  <p className="lottery-record__status">{t(recordStatusKey(r.status))}</p>
                  {r.address && <p className="lottery-record__sub">{t("lottery.shipTo", { name: r.address.name, address: r.address.address })}</p>}
                  {r.express_no && <p className="lottery-record__sub">{t("lottery.express", { no: r.express_no })}</p>}
                  <p className="lottery-record__sub">{formatDateTime(r.create_time)}</p>
                </div>
                {needsAddress(r.status) && (
                  <Link className={buttonClassName("secondary", { size: "sm" })} href={paths.lottery.address({ record_id: r.id })}>
                    {r.address ? t("lottery.changeAddress") : t("lottery.chooseAddress")}
                  </Link>
                )}
              </article>
            )}
          />
        )}
      </main>
    </>
  );
}
