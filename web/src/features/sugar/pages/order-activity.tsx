/**
 * /sugar/order-activity?sn&order_id&activity_id (§2, §1 merchant cooperation; issue 15): the
 * cash-back tasks a buyer can take for one paid print: follow the shop's account, a post with
 * likes, a review, a short video; cash back into their balance once the merchant approves a
 * screenshot. Reached from the order, the pop-up after paying (order_id), or an activity poster's
 * QR code beside the printer (sn and activity_id: their latest qualifying order there). A lazy
 * chunk of its own: nothing of it is in /sugar's first load.
 */
import { Link } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { EmptyState, ErrorState, errorMessage, Img, LoadingState, TopBar } from "../../../components/index.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { useOrderActivity } from "../api/use-order-activity.ts";
import { printerCurrency, usePrinterInfo } from "../api/use-printer-info.ts";
import { ActivityTaskCard } from "../components/activity-task.tsx";
import "../components/order.css";
import "../components/order-activity.css";
import { idFromQuery } from "../components/order-rules.ts";
import { OrderLoginPrompt } from "../components/order-parts.tsx";
import { usePrinterSn, useQueryValue } from "../printer-sn.ts";

export default function OrderActivityPage() {
  const t = useT("sugar-order");
  usePageTitle(t("activity.title")); // §1: page title plus company or product title
  const { user } = useSession();
  const { sn } = usePrinterSn();
  const orderId = idFromQuery(useQueryValue("order_id"));
  const activityId = idFromQuery(useQueryValue("activity_id"));
  const query = user === null ? null : orderId !== undefined ? { order_id: orderId, ...(activityId !== undefined ? { activity_id: activityId } : {}) } : sn !== undefined ? { sn, ...(activityId !== undefined ? { activity_id: activityId } : {}) } : null;
  const tasks = useOrderActivity(query);
  const order = tasks.data?.order ?? null;
  // §1: money in the printer's currency (HK$ on a Hong Kong printer).
  const info = usePrinterInfo(order?.sn ?? sn);
  const currency = printerCurrency(info.data);
  const back = orderId !== undefined ? paths.sugar.orderInfo({ sn, order_id: orderId }) : paths.sugar.user({ sn });

  let body;
  if (user === null) body = <OrderLoginPrompt text={t("task.login")} />;
  else if (query === null)
    // Opened without a printer or an order (a bookmark, /user): where the tasks are, not an error.
    body = <EmptyState title={t("activity.noPrinter")} text={t("activity.noPrinterText")} action={<Link href={paths.sugar.order()}>{t("activity.toOrders")}</Link>} />;
  else if (tasks.data === undefined) body = tasks.error ? <ErrorState message={errorMessage(tasks.error)} onRetry={() => void tasks.reload()} /> : <LoadingState />;
  else {
    const list = tasks.data.list;
    body = (
      <>
        {order ? (
          <section className="task-order" aria-label={t("task.forOrder")}>
            <Img className="task-order__img" src={order.image_url ?? ""} alt="" />
            <div className="task-order__text">
              <strong>{order.name}</strong>
              <span className="order-muted">{t("task.orderSn", { sn: order.order_sn })}</span>
              {order.pay_time ? <span className="order-muted">{t("task.paidAt", { time: formatDateTime(order.pay_time) })}</span> : null}
            </div>
          </section>
        ) : (
          list.length > 0 && <p className="task-intro task-intro--warn">{t("task.noOrder")}</p>
        )}
        {list.length > 0 && <p className="task-intro">{t("activity.intro")}</p>}
        {list.length === 0 ? (
          <EmptyState
            title={t("task.noneTitle")}
            text={order ? t("task.noneForOrder") : t("task.noneHere")}
            action={sn ? <Link href={paths.sugar.index({ sn })}>{t("task.toPrint")}</Link> : undefined}
          />
        ) : (
          <div className="task-list">
            {list.map((task) => (
              <ActivityTaskCard key={task.activity.id} task={task} orderId={order?.id ?? null} currency={currency} sn={order?.sn ?? sn} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <div className="order-page">
      <TopBar title={t("activity.title")} backHref={back} />
      {body}
    </div>
  );
}
