/**
 * The §1 cash-back pop-up after a paid print (issue 15): "this order can earn cash back", the
 * tasks it offers with their amounts, and the way to /sugar/order-activity for the order. Its own
 * lazy chunk (waiting-popup.tsx loads it only when the server's draw says show), so neither the
 * /sugar entry nor a print without an activity carries it.
 */
import { Link } from "wouter";
import type { Activity } from "../../../../contract/http/sugar.ts";
import { paths } from "../../../paths/paths.ts";
import { BottomSheet } from "../../../components/bottom-sheet.tsx";
import { buttonClassName } from "../../../components/button.tsx";
import { Button } from "../../../components/button.tsx";
import { formatPrice, type Currency } from "../../../lib/currency.ts";
import { useT } from "../../../lib/i18n/index.ts";
import "./order-activity.css";

export interface ActivityPopupProps {
  sn: string;
  orderId: number;
  list: readonly Activity[];
  currency: Currency;
  onClose: () => void;
}

export default function ActivityPopup({ sn, orderId, list, currency, onClose }: ActivityPopupProps) {
  const t = useT("sugar-order");
  // The most a buyer could get back, to lead with.
  const best = list.reduce((m, a) => Math.max(m, Number(a.cash_back) || 0), 0);
  return (
    <BottomSheet
      open
      onClose={onClose}
      title={t("popup.title")}
      className="activity-popup"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("popup.later")}
          </Button>
          <Link className={buttonClassName("primary")} href={paths.sugar.orderActivity({ sn, order_id: orderId })} onClick={onClose}>
            {t("popup.go")}
          </Link>
        </>
      }
    >
      <p className="activity-popup__lead">{t("popup.lead", { amount: formatPrice(best, currency) })}</p>
      <ul className="activity-popup__list" role="list">
        {list.map((a) => (
          <li key={a.id} className="activity-popup__item">
            <span className={`task__type task__type--${a.type}`}>{t(`activity.type.${a.type}`)}</span>
            <span className="activity-popup__name">{a.title}</span>
            <strong className="task__money">{formatPrice(a.cash_back, currency)}</strong>
          </li>
        ))}
      </ul>
      <p className="activity-popup__hint">{t("popup.hint")}</p>
    </BottomSheet>
  );
}
