/**
 * /admin/order/refund?id and /admin/photo-order/refund?id (§2): the shop asks the platform to
 * refund a customer's order (manage-order/apply-refund) with a reason, pictures (≤ 5 MB png/jpeg,
 * tixian/upload-image) and, if not all of it, an amount. Field errors under their fields; a
 * confirmation before it goes (§4); then it waits in the platform's queue (manage/index pending
 * counts move) and the order's detail shows it.
 */
import { useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { REFUND_IMAGES_MAX, type TanghuaOrderInfo } from "../../../../../contract/http/manage-order.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Form, TextAreaField, TextField } from "../../../../components/form-field.tsx";
import { ImageUploadField } from "../../../../components/image-upload-field.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { checkFields, focusFirstError, hasErrors, type FieldErrors } from "../../../../lib/admin/form-errors.ts";
import { currencyOf, formatAmount } from "../../../../lib/admin/format.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useApplyRefund } from "../api/use-apply-refund.ts";
import { useOrderInfo } from "../api/use-order-info.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import { orderAmount } from "../components/order-money.ts";
import { canApplyRefund } from "../components/order-rules.ts";
import { OrderBadges } from "../components/order-status.tsx";
import { GROUP_PATHS, queryId, type GoodsGroup } from "../order-group.ts";
import "../components/orders.css";

export const REASON_MAX = 200; // the contract's apply-refund reason: line(200)

type Field = "reason" | "amount";

/** The refund form's rules (§5): a reason of 1–200 characters; an amount, if given, above 0 with at most 2 decimals and not above what was paid. */
export function refundErrors(reason: string, amount: string, paid: number, msg: (key: "reasonRequired" | "reasonTooLong" | "amountBad" | "amountTooMuch", max?: string) => string): FieldErrors<Field> {
  return checkFields<Field>({
    reason: () => {
      const r = reason.trim();
      if (r === "") return msg("reasonRequired");
      if (r.length > REASON_MAX) return msg("reasonTooLong");
      return undefined;
    },
    amount: () => {
      const a = amount.trim();
      if (a === "") return undefined;
      if (!/^\d{1,8}(\.\d{1,2})?$/.test(a) || Number(a) <= 0) return msg("amountBad");
      if (Number(a) > paid) return msg("amountTooMuch");
      return undefined;
    },
  });
}

export function OrderRefundPage({ group }: { group: GoodsGroup }) {
  const t = useT("admin-order");
  const id = queryId(useSearch());
  const info = useOrderInfo(id);
  const paths = GROUP_PATHS[group];
  const order = info.data;

  let body;
  if (id === null) body = <EmptyState title={t("detail.noId")} action={<Link href={paths.index()}>{t("detail.toList")}</Link>} />;
  else if (order === undefined) body = info.error ? <ErrorState message={errorMessage(info.error)} onRetry={() => void info.reload()} /> : <LoadingState />;
  else if (!canApplyRefund(order))
    body = <EmptyState title={t("refundForm.notAllowed")} text={t("refundForm.notAllowedText")} action={<Link href={paths.detail({ id: order.id })}>{t("refundForm.toOrder")}</Link>} />;
  else body = <RefundForm order={order} group={group} />;

  return (
    <AdminPage title={t("refundForm.title")} backHref={id === null ? paths.index() : paths.detail({ id })} subtitle={order?.sn}>
      {body}
    </AdminPage>
  );
}

function RefundForm({ order, group }: { order: TanghuaOrderInfo; group: GoodsGroup }) {
  const t = useT("admin-order");
  const [, navigate] = useLocation();
  const apply = useApplyRefund();
  const upload = useUploadImage();
  const formRef = useRef<HTMLDivElement>(null);
  const [reason, setReason] = useState("");
  const [amount, setAmount] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [confirming, setConfirming] = useState(false);
  const currency = currencyOf(order.currency);
  const paid = Number(order.money);
  const coinsOnly = paid === 0 && (order.coins ?? 0) > 0;
  const coins = (n: number) => t("coins", { n });

  const check = () => refundErrors(reason, coinsOnly ? "" : amount, paid, (k) => t(`refundForm.${k}`, { max: formatAmount(paid, currency), n: REASON_MAX }));

  const submit = () => {
    const e = check();
    setErrors(e);
    if (hasErrors(e)) {
      requestAnimationFrame(() => focusFirstError(formRef.current));
      return;
    }
    setConfirming(true);
  };

  const send = async () => {
    const a = amount.trim();
    await apply.trigger({
      id: order.id,
      order_type: "tanghua",
      reason: reason.trim(),
      ...(a !== "" && !coinsOnly ? { amount: a } : {}),
      ...(images.length > 0 ? { images } : {}),
    });
    toast.success(t("refundForm.sent"));
    navigate(GROUP_PATHS[group].detail({ id: order.id }), { replace: true });
  };

  return (
    <>
      <DetailSection>
        <div className="order-head__main">
          <Img className="order-head__img" src={order.image_url ?? ""} alt="" />
          <div className="order-head__text">
            <strong className="order-head__name">{order.goods_name}</strong>
            <OrderBadges status={order.status} refundStatus={order.refund_status} />
          </div>
          <strong className="order-head__money">{orderAmount(order, coins)}</strong>
        </div>
        <p className="admin-muted order-note">{t("refundForm.note")}</p>
      </DetailSection>
      <DetailSection>
        <div ref={formRef}>
        <Form className="order-refund-form" onSubmit={submit} aria-label={t("refundForm.title")}>
          <TextAreaField
            label={t("refundForm.reason")}
            name="reason"
            value={reason}
            required
            maxLength={REASON_MAX}
            showCount
            placeholder={t("refundForm.reasonPlaceholder")}
            error={errors.reason}
            onChange={(v) => {
              setReason(v);
              if (errors.reason) setErrors((e) => ({ ...e, reason: undefined }));
            }}
          />
          {!coinsOnly && (
            <TextField
              label={t("refundForm.amount")}
              name="amount"
              inputMode="decimal"
              value={amount}
              placeholder={t("refundForm.amountPlaceholder", { max: formatAmount(paid, currency) })}
              hint={t("refundForm.amountHint")}
              error={errors.amount}
              onChange={(v) => {
                setAmount(v);
                if (errors.amount) setErrors((e) => ({ ...e, amount: undefined }));
              }}
            />
          )}
          <ImageUploadField label={t("refundForm.images")} value={images} onChange={setImages} upload={upload} max={REFUND_IMAGES_MAX} hint={t("refundForm.imagesHint")} />
          <Button type="submit" block loading={apply.isMutating}>
            {t("refundForm.submit")}
          </Button>
        </Form>
        </div>
      </DetailSection>
      <ConfirmDrawer
        open={confirming}
        title={t("refundForm.confirmTitle")}
        message={t("refundForm.confirmText", { money: amount.trim() && !coinsOnly ? formatAmount(amount.trim(), currency) : orderAmount(order, coins) })}
        confirmLabel={t("refundForm.confirm")}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
