/** A material order's goods, each a way to its page, and the sum: goods, freight, paid or due. */
import { Link } from "wouter";
import type { PurchaseOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Img } from "../../../../components/image.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import "./store.css";

export function PurchaseGoods({ order }: { order: PurchaseOrderInfo }) {
  const t = useT("admin-store");
  // Summed in cents, so adding decimal amounts as floats cannot drift off by a fraction of a cent.
  const goods = order.items.reduce((s, i) => s + Math.round(Number(i.amount) * 100), 0) / 100;
  return (
    <DetailSection title={t("orderInfo.goods", { n: order.total_num })}>
      <ul className="checkout-lines" role="list">
        {order.items.map((i, n) => (
          <li key={`${i.goods_id}-${n}`} className="checkout-line">
            <Img className="checkout-line__img" src={i.image_url ?? ""} alt="" />
            <span className="checkout-line__main">
              <Link href={adminPaths.store.goodsInfo({ type: order.type ?? undefined, id: i.goods_id })} className="checkout-line__name">
                {i.name}
              </Link>
              <span className="store-muted">
                {i.spec_name ? `${i.spec_name} · ` : ""}
                {formatAmount(i.price)} × {i.num}
              </span>
            </span>
            <strong>{formatAmount(i.amount)}</strong>
          </li>
        ))}
      </ul>
      <dl className="store-sum">
        <div>
          <dt>{t("checkout.goodsTotal")}</dt>
          <dd>{formatAmount(goods)}</dd>
        </div>
        <div>
          <dt>{t("checkout.freight")}</dt>
          <dd>{Number(order.freight ?? 0) === 0 ? t("checkout.freeFreight") : formatAmount(order.freight)}</dd>
        </div>
        <div className="store-sum__total">
          <dt>{order.pay_time ? t("orderInfo.paid") : t("orderInfo.due")}</dt>
          <dd>{formatAmount(order.money)}</dd>
        </div>
      </dl>
    </DetailSection>
  );
}
