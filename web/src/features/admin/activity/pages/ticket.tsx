/**
 * /admin/activity/ticket?id (issue 15): the activity's poster for each printer it runs on, to
 * stand beside the machine: the cash back, the task, and a QR code of the printer's ticket URL
 * (contract: /sugar/order-activity?sn&activity_id, where the buyer lands on the task for their
 * latest order there). Each poster saves as a PNG (drawn onto a canvas, poster-layout.ts) and the
 * page prints one poster a sheet (its print stylesheet hides the admin around them).
 */
import { useState } from "react";
import { Link } from "wouter";
import type { ActivityTicket, ManageActivityInfo } from "../../../../../contract/http/activity.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { RecordGate, useQueryId } from "../../../../components/admin/record-gate.tsx";
import { DownloadIcon } from "../../../../components/admin/nav-icons.tsx";
import { Button } from "../../../../components/button.tsx";
import { QrCode } from "../../../../components/qr-code.tsx";
import { EmptyState } from "../../../../components/states.tsx";
import { saveFile } from "../../../../lib/admin/download.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useActivityInfo } from "../api/use-activity-info.ts";
import { cashBackText, periodText } from "../components/activity-parts.tsx";
import { canvasPng, drawPoster, type PosterText } from "../components/poster-layout.ts";
import "../components/ticket.css";

export function ActivityTicketPage() {
  const t = useT("admin-activity");
  const id = useQueryId();
  const info = useActivityInfo(id);
  const toList = <Link href={adminPaths.activity.index()}>{t("detail.toList")}</Link>;
  const hasPosters = (info.data?.tickets.length ?? 0) > 0;
  return (
    <AdminPage
      title={t("ticket.title")}
      backHref={id === null ? adminPaths.activity.index() : adminPaths.activity.detail({ id })}
      subtitle={info.data?.title}
      actions={
        hasPosters ? (
          <button type="button" className="activity-action" onClick={() => window.print()}>
            {t("ticket.print")}
          </button>
        ) : undefined
      }
    >
      <RecordGate
        id={id}
        data={info.data}
        error={info.error}
        onRetry={() => void info.reload()}
        noId={{ title: t("ticket.noId"), text: t("ticket.noIdText"), action: toList }}
        notFound={{ title: t("detail.notFound"), text: t("detail.notFoundText"), action: toList }}
      >
        {(a) => <Posters activity={a} />}
      </RecordGate>
    </AdminPage>
  );
}

function Posters({ activity: a }: { activity: ManageActivityInfo }) {
  const t = useT("admin-activity");
  if (a.tickets.length === 0) {
    return <EmptyState title={t("ticket.none")} text={t("ticket.noneText")} action={<Link href={adminPaths.activity.form({ id: a.id })}>{t("ticket.toForm")}</Link>} />;
  }
  return (
    <div className="ticket-sheet">
      <p className="admin-muted ticket-hint">{t("ticket.hint", { n: a.tickets.length })}</p>
      {a.state === "ended" && <p className="activity-notice ticket-hint">{t("ticket.ended")}</p>}
      <ul className="ticket-list" role="list">
        {a.tickets.map((ticket) => (
          <li key={ticket.sn} className="ticket-item">
            <Poster activity={a} ticket={ticket} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function usePosterText(a: ManageActivityInfo, ticket: ActivityTicket): PosterText {
  const t = useT("admin-activity");
  return {
    shop: ticket.shop_name || a.company_name || "",
    headline: t("poster.headline"),
    title: a.title,
    cashBack: t("poster.cashBack", { money: cashBackText(a.cash_back, a.currency) }),
    task: t(`task.${a.type}`, { n: a.like_count ?? 0 }),
    steps: [t("poster.step1"), t("poster.step2"), t("poster.step3")],
    scan: t("poster.scan"),
    printer: t("poster.printer", { sn: ticket.sn }),
    period: periodText(a),
  };
}

function Poster({ activity: a, ticket }: { activity: ManageActivityInfo; ticket: ActivityTicket }) {
  const t = useT("admin-activity");
  const text = usePosterText(a, ticket);
  const [saving, setSaving] = useState(false);

  const download = async () => {
    setSaving(true);
    try {
      const canvas = document.createElement("canvas");
      await drawPoster(canvas, text, ticket.url);
      const url = URL.createObjectURL(await canvasPng(canvas));
      saveFile(url, `activity-${a.id}-${ticket.sn}.png`);
      // The download has its own copy once started; the object URL can go.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (err) {
      console.error("poster PNG failed", err);
      toast.error(t("ticket.pngFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <article className="poster" aria-label={t("ticket.posterOf", { sn: ticket.sn })}>
        <header className="poster__band">
          <p className="poster__shop">{text.shop}</p>
          <p className="poster__headline">{text.headline}</p>
          <p className="poster__title">{text.title}</p>
        </header>
        <p className="poster__cash">{text.cashBack}</p>
        <p className="poster__task">{text.task}</p>
        <div className="poster__qr">
          <QrCode value={ticket.url} label={t("ticket.qrLabel", { sn: ticket.sn })} />
        </div>
        <p className="poster__scan">{text.scan}</p>
        <ol className="poster__steps">
          {text.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p className="poster__foot">
          {text.printer} · {text.period}
        </p>
      </article>
      <div className="ticket-actions">
        <Button variant="secondary" block loading={saving} onClick={() => void download()}>
          <DownloadIcon size={18} /> {t("ticket.png")}
        </Button>
        <a className="ticket-url admin-mono" href={ticket.url} target="_blank" rel="noreferrer">
          {ticket.url}
        </a>
      </div>
    </>
  );
}
