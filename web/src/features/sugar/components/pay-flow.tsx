/**
 * The order flow of §4 behind the start-print button. Before any order is made (issue 11) the
 * printer's info and the caller's coupons are asked again: an offline or unbound printer is
 * refused, and so is an order nobody could pay (no coins for it, no WeChat, no balance, no
 * coupon), each with what to do instead. Then the order: the one this page made for the same
 * pattern while it is open (open-order.ts), else a new one; coins that cover it pay at once and
 * go to the waiting page; otherwise the pay sheet, and from it the QR sheet. Both sheets are
 * their own chunks, loaded when first needed. §8: a non-zero errorCode on an order call neither
 * navigates nor closes anything (the client has toasted it).
 */
import { Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { PAY_TYPE } from "../../../../contract/constants.ts";
import type { OrderCreated } from "../../../../contract/http/order.ts";
import type { Pattern, PrinterInfo } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../paths/paths.ts";
import { lazyArea } from "../../../lib/lazy-area.ts";
import { useSession } from "../../../lib/session.tsx";
import { isWeChatBrowser } from "../../../lib/wechat.ts";
import { fetchUsableCoupons } from "../api/use-coupon-list.ts";
import { useMakeOrder } from "../api/use-make-order.ts";
import { refreshPrinterInfo } from "../api/use-printer-info.ts";
import { usePayOrder } from "../api/use-pay-order.ts";
import { forgetOrder, rememberOrder, reusableOrder } from "../open-order.ts";
import { printerReadiness } from "../pattern-rules.ts";
import { canPayCoinsAtOnce, hasWayToPay } from "../pay-rules.ts";
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

/** Why start-print made no order: the picker says it in words a customer understands. */
export type StartRefusal = { kind: "offline" } | { kind: "fault" } | { kind: "unbound" } | { kind: "noWayToPay"; coinsPrice: number | null };

export interface PaySheets {
  /** Opens the pay sheet for `order` (named `name` on the sheet). */
  open: (order: OrderCreated, name: string) => void;
  /** The open sheet, if any; render it on the page. */
  sheets: ReactNode;
}

/** The pay sheet and the QR sheet for orders on printer `sn`: the picker's, and /sugar/order's "去支付". */
export function usePaySheets(sn: string, info: PrinterInfo | undefined, onClosed?: () => void): PaySheets {
  const { user } = useSession();
  const [order, setOrder] = useState<{ order: OrderCreated; name: string } | null>(null);
  const [qr, setQr] = useState<QrRequest | null>(null);
  const open = useCallback((o: OrderCreated, name: string) => setOrder({ order: o, name }), []);
  const sheets = (
    <Suspense fallback={null}>
      {order !== null && user && (
        <PaySheet
          order={order.order}
          name={order.name}
          info={info}
          user={user}
          sn={sn}
          onClose={() => {
            setOrder(null);
            onClosed?.();
          }}
          onQr={(request) => {
            setOrder(null);
            setQr(request);
          }}
        />
      )}
      {qr !== null && (
        <QrSheet
          request={qr}
          onClose={() => {
            setQr(null);
            onClosed?.();
          }}
        />
      )}
    </Suspense>
  );
  return { open, sheets };
}

export interface PayFlow {
  start: () => Promise<void>;
  ordering: boolean;
  /** Set when the last start-print made no order, and why. */
  refusal: StartRefusal | null;
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
  const paySheets = usePaySheets(sn, info);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<StartRefusal | null>(null);
  const openSheet = paySheets.open;
  // A ref as well as state: two taps in one frame both see `busy` false, and would make two orders.
  const inFlight = useRef(false);

  const start = useCallback(async () => {
    if (!user) {
      // Ordering needs an account: log in and come back here (§8 would do the same after a 401).
      navigate(paths.sugarLogin({ redirect: search ? `${here}?${search}` : here }));
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setRefusal(null);
    try {
      // Fresh, not the page load's: coins may have been inserted, the printer may have gone (§4's 5 s rule).
      const [fresh, coupons] = await Promise.all([refreshPrinterInfo(sn), fetchUsableCoupons(sn)]);
      const now = fresh ?? info;
      const readiness = printerReadiness(now);
      if (readiness.kind !== "ready") {
        setRefusal(readiness);
        return;
      }
      const coins = now?.coins ?? 0;
      let order = reusableOrder(sn, pattern.goods_id, Date.now());
      if (order === undefined) {
        const payable = hasWayToPay({
          coins,
          coinsPrice: pattern.coins_price,
          weixinOn: now?.is_open_weixin_pay === 1,
          inWeChat: isWeChatBrowser(),
          balance: user.total_money,
          price: pattern.price,
          coupons,
        });
        if (!payable) {
          setRefusal({ kind: "noWayToPay", coinsPrice: pattern.coins_price ?? null });
          return;
        }
        order = await make.trigger({ target_id: pattern.goods_id, target_type: "goods", print_param: { sn, type: "sugar" } });
        rememberOrder(sn, pattern.goods_id, order);
      }
      if (canPayCoinsAtOnce(coins, order.coins_money)) {
        // §4: coins available: pay by coins at once (game_status 0 for a coin payment).
        await pay.trigger({ sn: order.sn, pay_type: PAY_TYPE.COINS });
        forgetOrder(order.sn);
        navigate(waitingHref(sn, order.sn, 0), { replace: true });
        return;
      }
      openSheet(order, pattern.name);
    } catch {
      // Told already by the HTTP client (toast or login redirect); the picker stays as it was.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [user, navigate, here, search, make, pay, pattern.goods_id, pattern.coins_price, pattern.price, pattern.name, sn, info, openSheet]);

  return { start, ordering: busy || make.isMutating, refusal, sheets: paySheets.sheets };
}

export { loadQrSheet as prefetchQrSheet };
