/**
 * The line above the start-print button (issue 11): why the last start made no order and what to
 * do instead (an offline, faulty or unbound printer, no way to pay: insert coins, ask the staff),
 * else why an unbound printer's button is disabled. Online, offline and the jobs ahead are the printer state
 * chip's, shown in the sheet just above (printer-state.tsx), so they are not said twice here.
 */
import "./pattern-picker.css";
import type { PrinterReadiness } from "../pattern-rules.ts";
import { useT } from "../../../lib/i18n/index.ts";
import type { StartRefusal } from "./pay-flow.tsx";

export function StartNotice({ readiness, refusal }: { readiness: PrinterReadiness; refusal: StartRefusal | null }) {
  const t = useT("sugar");
  if (refusal !== null) {
    let title: string;
    let text: string;
    if (refusal.kind === "offline") {
      title = t("picker.refuse.offline");
      text = t("picker.refuse.offlineText");
    } else if (refusal.kind === "fault") {
      title = t("picker.refuse.fault");
      text = t("picker.refuse.faultText");
    } else if (refusal.kind === "unbound") {
      title = t("picker.refuse.unbound");
      text = t("picker.refuse.unboundText");
    } else {
      title = t("picker.refuse.noPay");
      text = refusal.coinsPrice !== null ? t("picker.refuse.noPayCoins", { n: refusal.coinsPrice }) : t("picker.refuse.noPayStaff");
    }
    return (
      <div className="picker__notice picker__notice--refused" role="alert">
        <strong>{title}</strong>
        <span>{text}</span>
      </div>
    );
  }
  if (readiness.kind === "unbound") return <p className="picker__notice picker__notice--muted">{t("picker.unboundNote")}</p>;
  return null;
}
