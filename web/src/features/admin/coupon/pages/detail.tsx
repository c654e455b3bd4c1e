/**
 * /admin/coupon/detail?id (issue 15): one offer: its code (to print or say) and its claim link
 * with a QR code (/user/get-coupon?id), how many were claimed, used and are left, its validity
 * and where it works, and every claim (who, when, used on which order and printer), filtered by
 * state in the URL. Edit, or stop claims now (claimed coupons stay valid) through a confirm
 * drawer. Without an id, or another company's offer (404), it says so.
 */
import { useState } from "react";
import { Link } from "wouter";
import { COUPON_STATUS } from "../../../../../contract/http/coupon.ts";
import type { CouponClaim, CouponOffer } from "../../../../../contract/http/manage-coupon.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { paths } from "../../../../paths/paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { DetailRows, DetailSection } from "../../../../components/admin/detail.tsx";
import { RecordGate, useQueryId } from "../../../../components/admin/record-gate.tsx";
import { StatCard, StatGrid } from "../../../../components/admin/stat-card.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { QrCode } from "../../../../components/qr-code.tsx";
import { Tabs } from "../../../../components/tabs.tsx";
import { chinaDay, lastChinaDay } from "../../../../lib/admin/dates.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import { isAdmin } from "../../../../lib/roles.ts";
import { useSession } from "../../../../lib/session.tsx";
import { toast } from "../../../../lib/toast.ts";
import { useCouponClaims, type CouponClaimsQuery } from "../api/use-coupon-claims.ts";
import { useCouponOffer } from "../api/use-coupon-offer.ts";
import { useCouponOfferStop } from "../api/use-coupon-offer-stop.ts";
import { ClaimStatusBadge, OfferStateBadge, OfferTypeChip, useWhereText, validityText } from "../components/offer-parts.tsx";

const CLAIM_STATES = [`${COUPON_STATUS.UNUSED}`, `${COUPON_STATUS.USED}`, `${COUPON_STATUS.EXPIRED}`] as const;
const CLAIMS_SPEC = { status: { kind: "enum", values: CLAIM_STATES } } as const;
const CLAIMS_PAGE = 20;

export function CouponDetailPage() {
  const t = useT("admin-coupon");
  const id = useQueryId();
  const offer = useCouponOffer(id);
  const toList = <Link href={adminPaths.coupon.index()}>{t("detail.toList")}</Link>;
  return (
    <AdminPage title={t("detail.title")} backHref={adminPaths.coupon.index()} subtitle={offer.data?.name}>
      <RecordGate
        id={id}
        data={offer.data}
        error={offer.error}
        onRetry={() => void offer.reload()}
        noId={{ title: t("detail.noId"), action: toList }}
        notFound={{ title: t("detail.notFound"), text: t("detail.notFoundText"), action: toList }}
      >
        {(o) => <OfferDetail offer={o} />}
      </RecordGate>
    </AdminPage>
  );
}

function OfferDetail({ offer: o }: { offer: CouponOffer }) {
  const t = useT("admin-coupon");
  const lang = useLanguage();
  // Platform admins see every company's: whose it is matters to them only.
  const admin = isAdmin(useSession().user);
  const where = useWhereText();
  const stop = useCouponOfferStop();
  const [stopping, setStopping] = useState(false);
  const claimUrl = `${window.location.origin}${paths.user.getCoupon({ id: o.id })}`;
  const open = o.state === "running" || o.state === "upcoming";
  const editable = !o.partner_name;
  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : undefined);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t("detail.copied"));
    } catch {
      toast.error(t("detail.copyFailed"));
    }
  };
  const doStop = async () => {
    await stop.trigger({ id: o.id });
    toast.success(t("detail.stopped"));
  };

  return (
    <>
      <DetailSection className="offer-head">
        <div className="offer-head__main">
          <div className="offer-stack">
            <strong className="offer-head__name">{o.name}</strong>
            <span className="offer-line">
              <OfferTypeChip type={o.type} />
              <OfferStateBadge state={o.state} />
              {o.partner_name && <span className="admin-muted">{t("partner", { name: o.partner_name })}</span>}
            </span>
          </div>
        </div>
        {o.code ? (
          <div className="offer-code">
            <span className="offer-stack">
              <span className="admin-muted">{t("detail.code")}</span>
              <strong className="offer-code__value coupon-mono">{o.code}</strong>
            </span>
            <Button variant="secondary" size="sm" onClick={() => void copy(o.code ?? "")}>
              {t("detail.copy")}
            </Button>
          </div>
        ) : (
          <p className="admin-muted">{t("detail.noCode")}</p>
        )}
        {editable && (
          <div className="offer-buttons">
            <Link className={buttonClassName("primary", { block: true })} href={adminPaths.coupon.form({ id: o.id })}>
              {t("action.edit")}
            </Link>
            {open && (
              <Button variant="danger" block onClick={() => setStopping(true)}>
                {t("action.stop")}
              </Button>
            )}
          </div>
        )}
      </DetailSection>

      <StatGrid label={t("detail.figures")}>
        <StatCard label={t("stat.total")} value={o.total === null ? t("stat.noLimit") : String(o.total)} />
        <StatCard label={t("stat.claimed")} value={String(o.claimed)} tone="brand" />
        <StatCard label={t("stat.used")} value={String(o.used)} tone="success" />
        <StatCard label={t("stat.left")} value={o.left === null ? t("stat.noLimit") : String(o.left)} />
      </StatGrid>

      <div className="offer-columns">
        <div className="offer-column">
          <DetailSection title={t("detail.about")}>
            <DetailRows
              rows={[
                { label: t("field.type"), value: t(`typeText.${o.type}`) },
                { label: t("field.valid"), value: validityText(o) },
                { label: t("detail.claimWindow"), value: `${chinaDay(o.claim_start)} ~ ${o.stopped_time ? time(o.stopped_time) : lastChinaDay(o.claim_end)}` },
                { label: t("field.where"), value: where(o) },
                { label: t("field.printers"), value: o.sns.length > 0 ? <span className="coupon-mono">{o.sns.join("、")}</span> : undefined, optional: true },
                { label: t("field.description"), value: o.description, optional: true },
                { label: t("detail.created"), value: time(o.create_time) },
                { label: t("detail.stoppedAt"), value: time(o.stopped_time), optional: true },
                { label: t("detail.company"), value: admin ? o.company_name : undefined, optional: true },
              ]}
            />
          </DetailSection>
          <DetailSection title={t("detail.share")}>
            <div className="offer-share">
              <QrCode className="offer-share__qr" value={claimUrl} size={120} label={t("detail.qrLabel")} />
              <span className="offer-stack">
                <span>{t("detail.shareText")}</span>
                <span className="offer-share__url">{claimUrl}</span>
                <span>
                  <Button variant="secondary" size="sm" onClick={() => void copy(claimUrl)}>
                    {t("detail.copyLink")}
                  </Button>
                </span>
              </span>
            </div>
          </DetailSection>
        </div>
        <Claims offer={o} />
      </div>

      <ConfirmDrawer
        open={stopping}
        title={t("confirm.stopTitle")}
        message={t("confirm.stopText", { claimed: o.claimed })}
        confirmLabel={t("action.stop")}
        danger
        onConfirm={doStop}
        onClose={() => setStopping(false)}
      />
    </>
  );
}

function Claims({ offer: o }: { offer: CouponOffer }) {
  const t = useT("admin-coupon");
  const lang = useLanguage();
  const q = useListQuery(CLAIMS_SPEC);
  const query: CouponClaimsQuery = { id: o.id, page: q.page, limit: CLAIMS_PAGE, ...(q.filters.status ? { status: Number(q.filters.status) as CouponClaimsQuery["status"] } : {}) };
  const list = useCouponClaims(query);
  const time = (v: number | string | null | undefined) => (v ? formatDateTime(v, lang) : "—");
  const who = (c: CouponClaim) => c.user?.nickname || c.user?.mobile || t("claim.someone");

  const columns: Column<CouponClaim>[] = [
    {
      key: "user",
      header: t("claim.user"),
      cell: (c) => (
        <span className="offer-stack">
          <span>{who(c)}</span>
          {c.user?.mobile && c.user.nickname ? <span className="admin-muted">{c.user.mobile}</span> : null}
        </span>
      ),
    },
    { key: "claimed", header: t("claim.claimedAt"), cell: (c) => <span className="admin-muted">{time(c.create_time)}</span> },
    { key: "used", header: t("claim.usedAt"), cell: (c) => <span className="admin-muted">{c.use_time ? time(c.use_time) : "—"}</span> },
    {
      key: "order",
      header: t("claim.order"),
      cell: (c) =>
        c.order_sn ? (
          <span className="offer-stack">
            <span className="coupon-mono">{c.order_sn}</span>
            {c.sn && <span className="admin-muted">{c.sn}</span>}
          </span>
        ) : (
          "—"
        ),
    },
    { key: "status", header: t("claim.state"), cell: (c) => <ClaimStatusBadge status={c.status} /> },
  ];

  return (
    <DetailSection title={t("detail.claims")}>
      <Tabs
        className="coupon-tabs"
        label={t("claim.state")}
        items={[{ key: "all", label: t("state.all") }, ...CLAIM_STATES.map((s) => ({ key: s, label: t(`claim.status.${s}`) }))]}
        value={q.filters.status ?? "all"}
        onChange={(k) => q.setFilters({ status: k === "all" ? undefined : k })}
      />
      <DataList
        label={t("detail.claims")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(c) => c.id}
        card={(c) => (
          <div className="offer-card">
            <div className="offer-card__line">
              <strong className="offer-card__name">{who(c)}</strong>
              <ClaimStatusBadge status={c.status} />
            </div>
            <div className="offer-card__line">
              <span className="admin-muted">{t("claim.claimedOn", { time: time(c.create_time) })}</span>
              {c.order_sn && <span className="admin-muted coupon-mono">{c.order_sn}</span>}
            </div>
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.filters.status !== undefined}
        onClearFilters={q.reset}
        emptyText={t("claim.empty")}
        page={q.page}
        total={list.data?.total}
        limit={CLAIMS_PAGE}
        onPage={q.setPage}
      />
    </DetailSection>
  );
}
