/**
 * The printer's live status on its detail page, from the customer's own live feed (§7 Realtime,
 * lib/printer-live): the §4 online flag (online with a heartbeat, offline only after 5 s without
 * one), what it is doing (idle, heating, printing with its progress, paused, done, error), the
 * nozzle and bed against their targets with the temperature chart, the sensors, and the printer's
 * latest words. Progress is the heartbeat's bytes read over the printing job's size (job_bytes of
 * the printer's orders).
 */
import { useDeferredValue } from "react";
import { PRINT_MODE, type Heartbeat } from "../../../../../contract/device/heartbeat.ts";
import type { TanghuaOrder } from "../../../../../contract/http/manage-order.ts";
import { PRINT_ORDER_STATUS } from "../../../../../contract/http/order.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { TempChart } from "../../../../components/temp-chart.tsx";
import { useT } from "../../../../lib/i18n/index.ts";
import { deriveLink, type LinkState } from "../../../../lib/printer-live/live-state.ts";
import type { PrinterLive } from "../../../../lib/printer-live/use-printer-live.ts";
import "./device.css";

const MODE_KEYS = ["idle", "heating", "printing", "done", "paused", "error"] as const;

/** The pill's state: what can be said of the printer from here (§4). */
export type LivePillState = "online" | "offline" | "connecting" | "unknown";

export function livePill(live: Pick<PrinterLive, "online" | "heartbeat">, link: LinkState): LivePillState {
  if (link === "no-network" || link === "reconnecting") return "unknown";
  if (live.online) return "online";
  return live.heartbeat !== null || link === "printer-offline" ? "offline" : "connecting";
}

export function LivePill({ live }: { live: PrinterLive }) {
  const t = useT("admin-device");
  const state = livePill(live, deriveLink(live, live.networkOnline));
  return (
    <span className={`live-pill live-pill--${state}`} data-online={live.online ? "1" : "0"} role="status">
      <span className="live-pill__dot" aria-hidden="true" />
      {t(`live.${state}`)}
    </span>
  );
}

/** Seconds as h:mm:ss or m:ss. */
export function duration(totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** The job the printer works on: the one its messages named, else the printer's order that reads printing. */
export function currentJob(orders: readonly TanghuaOrder[] | undefined, jobOrderSn: string | null): TanghuaOrder | undefined {
  return orders?.find((o) => o.sn === jobOrderSn) ?? orders?.find((o) => o.status === PRINT_ORDER_STATUS.PRINTING);
}

/** 0–100, or null when unknown (no job size, or not printing). */
export function jobPercent(hb: Heartbeat | null, job: TanghuaOrder | undefined): number | null {
  if (hb === null || (hb.printMode !== PRINT_MODE.PRINTING && hb.printMode !== PRINT_MODE.PAUSED && hb.printMode !== PRINT_MODE.DONE)) return null;
  if (hb.printMode === PRINT_MODE.DONE) return 100;
  const bytes = job?.job_bytes;
  return bytes === undefined || bytes <= 0 ? null : Math.floor(Math.min(1, hb.bytesRead / bytes) * 100);
}

export function LiveCard({ live, orders }: { live: PrinterLive; orders: readonly TanghuaOrder[] | undefined }) {
  const t = useT("admin-device");
  const series = useDeferredValue(live.series);
  const hb = live.heartbeat;
  const mode = hb === null ? null : (MODE_KEYS[hb.printMode] ?? null);
  const onJob = hb !== null && (hb.printMode === PRINT_MODE.HEATING || hb.printMode === PRINT_MODE.PRINTING || hb.printMode === PRINT_MODE.PAUSED);
  const job = onJob || hb?.printMode === PRINT_MODE.DONE ? currentJob(orders, live.jobOrderSn) : undefined;
  const pct = jobPercent(hb, job);
  const said = live.messages[0]?.text;
  const temp = (v: number | undefined) => (v === undefined ? "--" : t("live.celsius", { v: v.toFixed(1) }));
  const target = (v: number | undefined) => (v === undefined ? "" : v === 0 ? t("live.heaterOff") : t("live.target", { v: v.toFixed(0) }));

  return (
    <DetailSection title={t("live.title")} actions={<LivePill live={live} />} className="live-card">
      {live.feed === "refused" || live.feed === "login" || live.feed === "no-token" ? <p className="live-card__notice">{t("live.feedLogin")}</p> : null}
      {live.feed === "reconnecting" ? <p className="live-card__notice">{t("live.feedReconnecting")}</p> : null}
      {!live.networkOnline ? <p className="live-card__notice">{t("live.noNetwork")}</p> : null}

      <div className={`live-card__mode live-card__mode--${mode ?? "none"}`} data-mode={mode ?? ""}>
        <p className="live-card__mode-title">
          {mode === null ? t("live.waiting") : t(`mode.${mode}`)}
          {pct !== null && <span className="live-card__pct"> {t("live.percent", { n: pct })}</span>}
        </p>
        {job !== undefined && (onJob || mode === "done") && <p className="live-card__job">{t("live.job", { name: job.goods_name, sn: job.sn })}</p>}
        {pct !== null && (
          <div className="live-card__bar" role="progressbar" aria-label={t("live.progress")} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
            <span style={{ width: `${pct}%` }} />
          </div>
        )}
        {said ? <p className="live-card__said">{t("live.said", { text: said })}</p> : null}
      </div>

      {hb !== null && (!hb.materialPresent || !hb.bambooPresent) && (
        <div className="live-card__warnings" role="alert">
          {!hb.materialPresent && <p>{t("live.noMaterial")}</p>}
          {!hb.bambooPresent && <p>{t("live.noBamboo")}</p>}
        </div>
      )}

      <div className="live-card__grid">
      <dl className="live-card__stats">
        <div>
          <dt>{t("live.nozzle")}</dt>
          <dd>
            {temp(hb?.currentTemp)} <small>{target(hb?.targetTemp)}</small>
          </dd>
        </div>
        <div>
          <dt>{t("live.bed")}</dt>
          <dd>
            {temp(hb?.currentBedTemp)} <small>{target(hb?.targetBedTemp)}</small>
          </dd>
        </div>
        <div>
          <dt>{t("live.printTime")}</dt>
          <dd>{hb === null || !onJob ? "--" : duration(hb.printTime)}</dd>
        </div>
        <div>
          <dt>{t("live.uptime")}</dt>
          <dd>{hb === null ? "--" : duration(hb.uptime)}</dd>
        </div>
        <div>
          <dt>{t("live.flowSpeed")}</dt>
          <dd>{hb === null ? "--" : t("live.flowSpeedValue", { flow: hb.printFlow, speed: hb.printSpeed })}</dd>
        </div>
        {live.coins !== null && (
          <div>
            <dt>{t("live.coins")}</dt>
            <dd>{live.coins}</dd>
          </div>
        )}
      </dl>
      <TempChart series={series} labels={{ chart: t("live.chart"), nozzle: t("live.nozzle"), bed: t("live.bed"), empty: t(hb === null ? "live.chartEmpty" : "live.chartSoon") }} />
      </div>
    </DetailSection>
  );
}
