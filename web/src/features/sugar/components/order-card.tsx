/**
 * One print order in the list: picture, name, status, amount, time; opens its details. An unpaid
 * one also shows its time left, "去支付" and "取消订单" (issue 11), outside the link.
 */
import { Link } from "wouter";
import { PRINT_ORDER_STATUS, type PrintOrder } from "../../../../contract/http/order.ts";
import { paths } from "../../../paths/paths.ts";
import { Img } from "../../../components/index.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { OrderStatusBadge, orderAmount, RefundStatusText } from "./order-parts.tsx";
import { UnpaidActions } from "./order-pay.tsx";

export function OrderCard({ order, sn, onPay }: { order: PrintOrder; sn: string | undefined; onPay: (order: PrintOrder) => void }) {
  const t = useT("sugar-order");
  return (
    <div className="order-card-wrap">
      <Link className="order-card" href={paths.sugar.orderInfo({ sn: sn ?? order.sn, order_id: order.id })}>
        <Img className="order-card__img" src={order.image_url} alt="" />
        <span className="order-card__body">
          <span className="order-card__top">
            <span className="order-card__name">{order.name}</span>
            <OrderStatusBadge order={order} />
          </span>
          <span className="order-card__meta">{formatDateTime(order.create_time)}</span>
          <span className="order-card__bottom">
            <span className="order-card__amount">{orderAmount(order, (n) => t("order.coins", { n }))}</span>
            {order.refund_status ? <RefundStatusText status={order.refund_status} /> : null}
          </span>
        </span>
      </Link>
      {order.status === PRINT_ORDER_STATUS.UNPAID && <UnpaidActions order={order} onPay={onPay} />}
    </div>
  );
}
