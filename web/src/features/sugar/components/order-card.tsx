/** One print order in the list: picture, name, status, amount, time; opens its details. */
import { Link } from "wouter";
import type { PrintOrder } from "../../../../contract/http/order.ts";
import { paths } from "../../../app/paths.ts";
import { Img } from "../../../components/index.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { OrderStatusBadge, orderAmount, RefundStatusText } from "./order-parts.tsx";

export function OrderCard({ order, sn }: { order: PrintOrder; sn: string | undefined }) {
  const t = useT("sugar-order");
  return (
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
  );
}
