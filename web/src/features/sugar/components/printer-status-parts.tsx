/**
 * Pieces of the live printer status (waiting and debug pages): the §4 online pill, the phase
 * headline with its progress bar (or, when the printer cannot print, why), the temperature
 * readouts and the warnings.
 */
import type { Heartbeat } from "../../../../contract/device/heartbeat.ts";
import { useT } from "../../../lib/i18n/index.ts";
import type { FeedStatus } from "../../../lib/mqtt/printer-feed.ts";
import { minutesUntilStart } from "../api/use-print-queue.ts";
import type { LinkState } from "../../../lib/printer-live/live-state.ts";
import { STALL_MS, type PrintView, type Trouble } from "./printer-status-model.ts";
import "../pages/waiting.css";

/** Seconds as m:ss or h:mm:ss. */
export function formatDuration(totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/** `link`: without a network or a connection of our own, nothing can be said of the printer. */
export function OnlinePill({ online, seen, link }: { online: boolean; seen: boolean; link?: LinkState }) {
  const t = useT("sugar-print");
  const blind = link === "no-network" || link === "reconnecting";
  const state = blind ? "unknown" : online ? "online" : seen || link === "printer-offline" ? "offline" : "connecting";
  return (
    <span className={`printer-status-pill printer-status-pill--${state}`} data-online={online ? "1" : "0"}>
      <span className="printer-status-pill__dot" aria-hidden="true" />
      {t(`online.${state}`)}
    </span>
  );
}

/** A line under the pill when the connection itself needs explaining. */
export function FeedNotice({ feed }: { feed: FeedStatus | "no-token" }) {
  const t = useT("sugar-print");
  if (feed === "refused") return <p className="printer-status-notice">{t("feed.refused")}</p>;
  if (feed === "login" || feed === "no-token") return <p className="printer-status-notice printer-status-notice--bad">{t("feed.login")}</p>;
  if (feed === "reconnecting") return <p className="printer-status-notice">{t("feed.reconnecting")}</p>;
  return null;
}

export interface PhaseHeadlineProps {
  view: PrintView;
  heartbeat: Heartbeat | null;
  /** Jobs before ours in the printer's queue, when known (waiting page). */
  ahead?: number | null;
  /** Why the paid order cannot be printed now (waiting page); it replaces the phase. */
  trouble?: Trouble | null;
}

export function PhaseHeadline({ view, heartbeat, ahead = null, trouble = null }: PhaseHeadlineProps) {
  const t = useT("sugar-print");
  if (trouble !== null) {
    return (
      <div className="printer-status-phase printer-status-phase--trouble" data-trouble={trouble}>
        <p className="printer-status-phase__title" role="status" aria-live="polite">
          {t("trouble.title")}
        </p>
        <p className="printer-status-phase__hint">{t(`trouble.${trouble}`, { s: STALL_MS / 1000 })}</p>
      </div>
    );
  }
  const pct = view.progress === null ? null : Math.floor(view.progress * 100);
  const waiting = view.phase === "queued" && ahead !== null && ahead > 0;
  const title = waiting ? t("phase.queuedAhead", { n: ahead }) : view.phase === "queued" && view.otherJob ? t("phase.queuedOther") : t(`phase.${view.phase}`);
  let hint: string | null = null;
  if (waiting) hint = t("phase.queuedEstimate", { min: minutesUntilStart(ahead) });
  else if (view.phase === "heating" && heartbeat !== null) hint = t("phase.heatingHint", { target: heartbeat.targetTemp });
  else if (view.phase === "done") hint = t("phase.doneHint");
  else if (view.phase === "failed") hint = t("phase.failedHint");
  else if (view.phase === "notFound") hint = t("phase.notFoundHint");
  const showBar = view.phase === "printing" || view.phase === "paused" || view.phase === "done";
  return (
    <div className={`printer-status-phase printer-status-phase--${view.phase}`}>
      <p className="printer-status-phase__title" role="status" aria-live="polite">
        {title}
        {showBar && pct !== null && <span className="printer-status-phase__pct"> {t("unit.percent", { value: pct })}</span>}
      </p>
      {hint !== null && <p className="printer-status-phase__hint">{hint}</p>}
      {showBar && (
        <div
          className="printer-status-bar"
          role="progressbar"
          aria-label={t("progress.label")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={pct ?? undefined}
        >
          <span className="printer-status-bar__fill" style={{ width: `${pct ?? 0}%` }} />
        </div>
      )}
      {view.phase === "heating" && <div className="printer-status-bar printer-status-bar--busy" aria-hidden="true" />}
    </div>
  );
}

export function TempReadouts({ heartbeat }: { heartbeat: Heartbeat | null }) {
  const t = useT("sugar-print");
  const row = (label: string, current: number | undefined, target: number | undefined, kind: string) => (
    <div className={`printer-status-temp printer-status-temp--${kind}`}>
      <span className="printer-status-temp__label">{label}</span>
      <span className="printer-status-temp__value">{current === undefined ? "--" : t("temp.value", { value: current.toFixed(1) })}</span>
      {/* A target of 0 °C is the heater switched off (after a print), not a goal. */}
      <span className="printer-status-temp__target">{target === undefined ? "" : target === 0 ? t("temp.off") : t("temp.target", { value: target.toFixed(0) })}</span>
    </div>
  );
  return (
    <div className="printer-status-temps">
      {row(t("temp.nozzle"), heartbeat?.currentTemp, heartbeat?.targetTemp, "nozzle")}
      {row(t("temp.bed"), heartbeat?.currentBedTemp, heartbeat?.targetBedTemp, "bed")}
    </div>
  );
}

export function Warnings({ view }: { view: PrintView }) {
  const t = useT("sugar-print");
  if (!view.materialMissing && !view.bambooMissing) return null;
  return (
    <div className="printer-status-warnings" role="alert">
      {view.materialMissing && <p className="printer-status-warning">{t("warn.material")}</p>}
      {view.bambooMissing && <p className="printer-status-warning">{t("warn.bamboo")}</p>}
    </div>
  );
}
