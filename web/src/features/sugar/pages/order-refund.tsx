/**
 * /sugar/order-refund?sn&order_id (§2): ask for a refund of a paid print order: a reason (1–200
 * characters) and up to 6 pictures; field errors under the fields; on success back to the
 * order's details, which show the refund's state.
 */
import { useState } from "react";
import { useLocation } from "wouter";
import { paths } from "../../../paths/paths.ts";
import { Button, ErrorState, errorMessage, Form, LoadingState, TextAreaField, TopBar } from "../../../components/index.ts";
import { useT } from "../../../lib/i18n/index.ts";
import { usePageTitle } from "../../../lib/title.ts";
import { useSession } from "../../../lib/session.tsx";
import { toast } from "../../../lib/toast.ts";
import { useOrderDetail } from "../api/use-order-detail.ts";
import { useRefundApply } from "../api/use-refund-apply.ts";
import { OrderLoginPrompt, orderAmount } from "../components/order-parts.tsx";
import { RefundImages } from "../components/order-refund-images.tsx";
import { canRequestRefund, idFromQuery } from "../components/order-rules.ts";
import { useQueryValue } from "../printer-sn.ts";

const REASON_MAX = 200; // the contract's apply-refund reason: text(200)

export default function OrderRefundPage() {
  const t = useT("sugar-order");
  usePageTitle(t("refund.title")); // §1: page title plus company or product title
  const { user } = useSession();
  const [, navigate] = useLocation();
  const sn = useQueryValue("sn");
  const orderId = idFromQuery(useQueryValue("order_id"));
  const detail = useOrderDetail(user && orderId !== undefined ? orderId : undefined);
  const apply = useRefundApply();
  const [reason, setReason] = useState(useQueryValue("reason")?.slice(0, REASON_MAX) ?? ""); // ?reason: pre-filled by the waiting page
  const [images, setImages] = useState<string[]>([]);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const order = detail.data;

  const submit = async () => {
    if (order === undefined) return;
    const text = reason.trim();
    if (text === "") return setReasonError(t("refund.reasonRequired"));
    if (text.length > REASON_MAX) return setReasonError(t("refund.reasonTooLong", { max: REASON_MAX }));
    setReasonError(null);
    try {
      await apply.trigger({ order_id: order.id, reason: text, ...(images.length > 0 ? { images } : {}) });
    } catch {
      return; // §8: the client showed the error (toast); the form stays as it is
    }
    toast.success(t("refund.submitted"));
    navigate(paths.sugar.orderInfo({ sn: sn ?? order.sn, order_id: order.id }), { replace: true });
  };

  let body;
  if (!user) body = <OrderLoginPrompt text={t("order.login")} />;
  else if (orderId === undefined) body = <ErrorState title={t("info.missing")} />;
  else if (detail.isLoading) body = <LoadingState />;
  else if (!order) body = <ErrorState message={errorMessage(detail.error)} onRetry={() => void detail.reload()} />;
  else if (!canRequestRefund(order)) body = <ErrorState title={t("info.notRefundable")} />;
  else
    body = (
      <Form className="order-section" onSubmit={() => void submit()} aria-label={t("refund.title")}>
        <p className="order-muted">
          {order.name} · {t("refund.amount")} <strong className="order-card__amount">{orderAmount(order, (n) => t("order.coins", { n }))}</strong>
        </p>
        <TextAreaField
          label={t("refund.reason")}
          name="reason"
          value={reason}
          onChange={(v) => {
            setReason(v);
            if (reasonError) setReasonError(null);
          }}
          placeholder={t("refund.reasonPlaceholder")}
          maxLength={REASON_MAX}
          showCount
          required
          error={reasonError ?? undefined}
        />
        <RefundImages value={images} onChange={setImages} />
        <Button type="submit" block loading={apply.isMutating}>
          {t("refund.submit")}
        </Button>
      </Form>
    );

  return (
    <div className="order-page">
      <TopBar title={t("refund.title")} backHref={paths.sugar.orderInfo({ sn, order_id: orderId })} />
      {body}
    </div>
  );
}
