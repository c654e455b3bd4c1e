/**
 * The order flow of §4 behind the start-print button: create the order; coins that cover it (as
 * the printer reports them now, not at page load) pay at once and go to the waiting page;
 * otherwise the pay sheet, and from it the QR sheet. Both sheets are their own chunks, loaded
 * when first needed. §8: a non-zero errorCode on an order call neither navigates nor closes
 * anything (the client has toasted it).
 */
import { Suspense, useCallback, useState, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { PAY_TYPE } from "../../../../contract/constants.ts";
import type { OrderCreated } from "../../../../contract/http/order.ts";
import type { Pattern, PrinterInfo } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../app/paths.ts";
import { lazyArea } from "../../../lib/lazy-area.ts";
import { useSession } from "../../../lib/session.tsx";
import { useMakeOrder } from "../api/use-make-order.ts";
import { refreshPrinterInfo } from "../api/use-printer-info.ts";
import { usePayOrder } from "../api/use-pay-order.ts";
import { canPayCoinsAtOnce } from "../pay-rules.ts";
import type { QrRequest } from "./qr-sheet.tsx";

const loadPaySheet = () => import("./pay-sheet.tsx");
const loadQrSheet = () => import("./qr-sheet.tsx");
const PaySheet = lazyArea(loadPaySheet);
const QrSheet = lazyArea(loadQrSheet);

/** Warms the pay sheet's chunk while the customer looks at the picker. */
export function prefetchPaySheet(): void {
  void loadPaySheet().catch(() => undefined);
}

/** §2: /sugar/waiting?sn&order_sn&pay_success=1&game_status. */
export function waitingHref(sn: string, orderSn: string, gameStatus: 0 | 1 | 2): string {
  return paths.sugar.waiting({ sn, order_sn: orderSn, pay_success: 1, game_status: gameStatus });
}

export interface PayFlow {
  start: () => Promise<void>;
  ordering: boolean;
  /** The open sheet, if any; render it next to the picker. */
  sheets: ReactNode;
}

export function usePayFlow(sn: string, info: PrinterInfo | undefined, pattern: Pattern): PayFlow {
  const { user } = useSession();
  const [here] = useLocation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const make = useMakeOrder();
  const pay = usePayOrder();
  const [order, setOrder] = useState<OrderCreated | null>(null);
  const [qr, setQr] = useState<QrRequest | null>(null);
  const [busy, setBusy] = useState(false);

  const start = useCallback(async () => {
    if (!user) {
      // Ordering needs an account: log in and come back here (§8 would do the same after a 401).
      navigate(paths.sugarLogin({ redirect: search ? `${here}?${search}` : here }));
      return;
    }
    setBusy(true);
    try {
      // The coins are asked again alongside the order: they may have been inserted since the page loaded.
      const [created, fresh] = await Promise.all([
        make.trigger({ target_id: pattern.goods_id, target_type: "goods", print_param: { sn, type: "sugar" } }),
        refreshPrinterInfo(sn),
      ]);
      const coins = (fresh ?? info)?.coins ?? 0;
      if (canPayCoinsAtOnce(coins, created.coins_money)) {
        // §4: coins available: pay by coins at once (game_status 0 for a coin payment).
        await pay.trigger({ sn: created.sn, pay_type: PAY_TYPE.COINS });
        navigate(waitingHref(sn, created.sn, 0), { replace: true });
        return;
      }
      setOrder(created);
    } catch {
      // Told already by the HTTP client (toast or login redirect); the picker stays as it was.
    } finally {
      setBusy(false);
    }
  }, [user, navigate, here, search, make, pay, pattern.goods_id, sn, info?.coins]);

  const sheets = (
    <Suspense fallback={null}>
      {order !== null && user && (
        <PaySheet
          order={order}
          pattern={pattern}
          info={info}
          user={user}
          sn={sn}
          onClose={() => setOrder(null)}
          onQr={(request) => {
            setOrder(null);
            setQr(request);
          }}
        />
      )}
      {qr !== null && <QrSheet request={qr} onClose={() => setQr(null)} />}
    </Suspense>
  );

  return { start, ordering: busy || make.isMutating, sheets };
}

export { loadQrSheet as prefetchQrSheet };
