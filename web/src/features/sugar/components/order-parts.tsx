/**
 * Shared pieces of the order pages: the status label (§3 print-order lifecycle as chosen in the
 * contract, order.ts), the amount as paid (money with the printer's currency, or coins), the
 * refund state, and the login prompt of the pages that need a user.
 */
import "./order.css";
import { Link } from "wouter";
import { PAY_TYPE } from "../../../../contract/constants.ts";
import { PRINT_ORDER_STATUSES, REFUND_STATUS, type PrintOrder } from "../../../../contract/http/order.ts";
import { paths } from "../../../paths/paths.ts";
import { buttonClassName } from "../../../components/index.ts";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { currentPathAndQuery } from "../../../lib/safe-redirect.ts";

const KNOWN: readonly number[] = PRINT_ORDER_STATUSES;
const REFUND_STATES: readonly number[] = Object.values(REFUND_STATUS);

export function OrderStatusBadge({ order }: { order: Pick<PrintOrder, "status" | "status_text"> }) {
  const t = useT("sugar-order");
  const known = KNOWN.includes(order.status);
  // An unknown state from a newer backend still shows, with the server's own text.
  const label = known ? t(`status.${order.status}` as "status.0") : order.status_text || t("status.other", { status: order.status });
  return <span className={`order-badge order-badge--s${known ? order.status : "x"}`}>{label}</span>;
}

export function RefundStatusText({ status }: { status: number }) {
  const t = useT("sugar-order");
  if (!REFUND_STATES.includes(status)) return null;
  return <span className={`order-refund-state order-refund-state--s${status}`}>{t(`refund.status.${status}` as "refund.status.10")}</span>;
}

/** Coins for a coin order (pay type 70), else money in the printer's currency (§1, cached). */
export function orderAmount(order: PrintOrder, coinsLabel: (n: number) => string): string {
  if (order.pay_type === PAY_TYPE.COINS && order.coins_money !== null && order.coins_money !== undefined) return coinsLabel(order.coins_money);
  return formatPrice(order.pay_money ?? order.money, readCachedCurrency());
}

export function OrderLoginPrompt({ text }: { text: string }) {
  const t = useT("sugar-order");
  return (
    <div className="order-login">
      <p>{text}</p>
      <Link className={buttonClassName("primary", { block: true })} href={paths.sugarLogin({ redirect: currentPathAndQuery(location) })}>
        {t("order.loginAction")}
      </Link>
    </div>
  );
}
