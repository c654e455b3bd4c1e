/**
 * Whether the waiting page shows the §1 cash-back pop-up (issue 15): once the order reads paid
 * and nothing went wrong (never over a failure or a printer that cannot print), the server is
 * asked (sugar/activity-popup: its draw is fixed per order, with the activity's or printer's
 * probability); if it says show, the pop-up's own chunk loads. Closed once, it stays closed for
 * that order (this phone remembers the last few), so a reload does not ask again.
 */
import { lazy, Suspense, useState, type ComponentType } from "react";
import type { ActivityPopupProps } from "./activity-popup.tsx";
import type { Currency } from "../../../lib/currency.ts";
import { readString, writeString } from "../../../lib/storage.ts";
import { useActivityPopup } from "../api/use-activity-popup.ts";

// A pop-up is a nicety: if its chunk cannot load, nothing shows and the print goes on.
const ActivityPopup = lazy((): Promise<{ default: ComponentType<ActivityPopupProps> }> => import("./activity-popup.tsx").catch(() => ({ default: () => null })));

/** Orders whose pop-up was closed on this phone, newest last (a few: an order is seen once). */
const CLOSED_KEY = "activity_popup_closed";
const CLOSED_KEEP = 20;

function closedOrders(): number[] {
  return (readString(CLOSED_KEY) ?? "").split(",").map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
}

export function WaitingPopup({ sn, orderId, eligible, currency }: { sn: string; orderId: number | undefined; eligible: boolean; currency: Currency }) {
  const ask = eligible && orderId !== undefined;
  const popup = useActivityPopup(ask ? orderId : null);
  const [closed, setClosed] = useState<readonly number[]>(closedOrders);
  if (!ask || closed.includes(orderId) || popup.data?.show !== 1 || popup.data.list.length === 0) return null;
  const close = () => {
    const next = [...closedOrders().filter((id) => id !== orderId), orderId].slice(-CLOSED_KEEP);
    writeString(CLOSED_KEY, next.join(","));
    setClosed(next);
  };
  return (
    <Suspense fallback={null}>
      <ActivityPopup sn={sn} orderId={orderId} list={popup.data.list} currency={currency} onClose={close} />
    </Suspense>
  );
}
