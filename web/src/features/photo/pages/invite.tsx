/** /photo/invite: the caller's invite link and its QR code, and the people who came through it. */
import { paths } from "../../../paths/paths.ts";
import { Button } from "../../../components/button.tsx";
import { Img } from "../../../components/image.tsx";
import { PagedList } from "../../../components/list.tsx";
import { QrCode } from "../../../components/qr-code.tsx";
import { EmptyState, ErrorState, errorMessage, LoadingState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { useInviteInfo } from "../api/use-invite-info.ts";
import { useInviteList } from "../api/use-invite-list.ts";
import "../components/photo.css";

/** The QR on this page: big enough to scan from another phone, small enough to fit 375 px. */
const INVITE_QR_PX = 200;

export function PhotoInvitePage() {
  const t = useT("photo");
  usePageTitle(t("invite.title"));
  const info = useInviteInfo();
  const list = useInviteList();
  const data = info.data;

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("invite.copied"));
    } catch {
      toast.error(t("invite.copyFailed"));
    }
  };

  return (
    <>
      <TopBar title={t("invite.title")} backHref={paths.photo.index()} />
      <main className="page photo-page">
        {info.isLoading ? (
          <LoadingState />
        ) : !data ? (
          <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} />
        ) : (
          <section className="invite-card">
            <p>{t("invite.intro", { points: data.points_per_invite })}</p>
            <QrCode value={data.invite_url} size={INVITE_QR_PX} label={t("invite.qr")} className="invite-card__qr" />
            <p className="invite-card__code">{t("invite.code", { code: data.invite_code })}</p>
            <p className="invite-card__url">{data.invite_url}</p>
            <Button block onClick={() => void copy(data.invite_url)}>
              {t("invite.copy")}
            </Button>
            <p className="invite-card__totals">{t("invite.totals", { count: data.invite_count, points: data.points_total })}</p>
          </section>
        )}
        <h2 className="photo-section-title">{t("invite.list")}</h2>
        <PagedList
          items={list.items}
          getKey={(i) => i.id}
          isLoading={list.isLoading}
          isLoadingMore={list.isLoadingMore}
          error={list.error}
          onRetry={() => void list.reload()}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          empty={<EmptyState title={t("invite.empty")} />}
          renderItem={(i) => (
            <div className="row-item">
              <Img className="row-item__avatar" src={i.avatar} alt="" />
              <div className="row-item__main">
                <span className="row-item__title">{i.nickname || i.mobile}</span>
                <span className="row-item__sub">{formatDateTime(i.create_time)}</span>
              </div>
              <span className="row-item__value row-item__value--plus">+{i.points}</span>
            </div>
          )}
        />
      </main>
    </>
  );
}
