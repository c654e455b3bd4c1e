/**
 * What the waiting page offers once there is something to do (CONVENTIONS: on a failure the action
 * that helps comes first, never the one asking for money):
 *   - the printer cannot print (issue 11 item 1): apply for a refund, call the shop;
 *   - a failed print (item 2): apply for a refund, view the order;
 *   - done or closed: view the order, print another.
 * The refund page opens pre-filled: the order, and the reason the customer would have typed.
 */
import "../pages/waiting.css";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { PrintOrder } from "../../../../contract/http/order.ts";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/index.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { canRequestRefund } from "./order-rules.ts";
import type { PrintPhase, Trouble } from "./printer-status-model.ts";

export interface WaitingActionsProps {
  sn: string;
  phase: PrintPhase;
  trouble: Trouble | null;
  order: PrintOrder | null | undefined;
  /** The shop's phone (sugar/index shop_phone), when known. */
  shopPhone: string | null | undefined;
}

export function WaitingActions({ sn, phase, trouble, order, shopPhone }: WaitingActionsProps) {
  const t = useT("sugar-print");
  const failed = phase === "failed";
  if (phase === "notFound") {
    return (
      <div className="waiting__actions" data-actions="notFound">
        <Link className={buttonClassName("primary", { block: true })} href={paths.sugar.order({ sn })}>
          {t("waiting.toMyOrders")}
        </Link>
      </div>
    );
  }
  if (trouble === null && !failed && phase !== "done" && phase !== "closed") return null;

  const primary = buttonClassName("primary", { block: true });
  const secondary = buttonClassName("secondary", { block: true });
  const toOrder = (cls: string) =>
    order ? (
      <Link className={cls} href={paths.sugar.orderInfo({ sn, order_id: order.id })}>
        {t("waiting.toOrder")}
      </Link>
    ) : null;

  if (trouble !== null || failed) {
    const refundable = order ? canRequestRefund(order) : false;
    const refund = (cls: string) =>
      order ? (
        <Link className={cls} href={paths.sugar.orderRefund({ sn, order_id: order.id, reason: t(failed ? "waiting.refundReasonFailed" : "waiting.refundReasonTrouble") })}>
          {t("waiting.refund")}
        </Link>
      ) : null;
    const call = (cls: string) =>
      shopPhone ? (
        <a className={cls} href={`tel:${shopPhone.replace(/[^\d+]/g, "")}`}>
          {t("waiting.callShop", { phone: shopPhone })}
        </a>
      ) : null;
    // Refund first when it can be asked for (a refund already asked for is followed on the order).
    const first = refundable ? refund(primary) : failed || !shopPhone ? toOrder(primary) : call(primary);
    const second = refundable ? (failed ? toOrder(secondary) : (call(secondary) ?? toOrder(secondary))) : failed ? call(secondary) : shopPhone ? toOrder(secondary) : null;
    return (
      <div className="waiting__actions" data-actions={failed ? "failed" : "trouble"}>
        {first}
        {second}
      </div>
    );
  }

  return (
    <div className="waiting__actions" data-actions={phase}>
      {toOrder(secondary)}
      <Link className={primary} href={paths.sugar.index({ sn })}>
        {t("waiting.toList")}
      </Link>
    </div>
  );
}

/**
 * True once `key` has stayed the same for `ms` (issue 11: "no progress for N s"). null is "not
 * watched"; any change of the key starts the count again.
 */
export function useStalled(key: string | null, ms: number): boolean {
  const [stalledKey, setStalledKey] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setStalledKey(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return key !== null && stalledKey === key;
}
