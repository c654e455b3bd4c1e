/**
 * /photo-refund?order_sn: ask for a refund of a photo order (goods type 16) with a reason and up
 * to 6 images (§5/§9: png/jpeg, at most 5 MB, checked in the browser, enforced by the server).
 * Without order_sn the caller picks one of their photo orders; an order already in refund shows
 * where that stands.
 */
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { PRINT_ORDER_STATUS, REFUND_STATUS, type PrintOrder } from "../../../../contract/http/order.ts";
import { paths } from "../../../paths/paths.ts";
import { Button, buttonClassName, Form, TextAreaField } from "../../../components/form-field.tsx";
import { ImageUploadField } from "../../../components/image-upload-field.tsx";
import { Img } from "../../../components/image.tsx";
import { PagedList } from "../../../components/list.tsx";
import { EmptyState } from "../../../components/states.tsx";
import { TopBar } from "../../../components/top-bar.tsx";
import { formatPrice, readCachedCurrency } from "../../../lib/currency.ts";
import { formatDateTime } from "../../../lib/format-display.ts";
import { useT, type KeyOf } from "../../../lib/i18n/index.ts";
import { useSession } from "../../../lib/session.tsx";
import { usePageTitle } from "../../../lib/title.ts";
import { toast } from "../../../lib/toast.ts";
import { useApplyRefund } from "../api/use-apply-refund.ts";
import { usePhotoOrders } from "../api/use-photo-orders.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import "./public-pages.css";

const REASON_MAX = 200;
const IMAGES_MAX = 6;
/** Paid orders a refund can be asked for (contract order.ts PRINT_ORDER_STATUS). */
const REFUNDABLE: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINTING, PRINT_ORDER_STATUS.PRINT_FAILED, PRINT_ORDER_STATUS.COMPLETED];

function refundKey(status: number): KeyOf<"pages"> {
  switch (status) {
    case REFUND_STATUS.APPLYING:
      return "refund.status.applying";
    case REFUND_STATUS.APPROVED:
      return "refund.status.approved";
    case REFUND_STATUS.REFUNDED:
      return "refund.status.refunded";
    case REFUND_STATUS.REJECTED:
      return "refund.status.rejected";
    default:
      return "refund.status.none";
  }
}

export function PhotoRefundPage() {
  const t = useT("pages");
  usePageTitle(t("refund.title"));
  const { user } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  const orderSn = new URLSearchParams(search).get("order_sn") ?? undefined;
  const orders = usePhotoOrders(user !== null, orderSn || undefined);
  const one = orderSn ? orders.items[0] : undefined;

  let body;
  if (!user)
    body = (
      <EmptyState
        title={t("refund.loginTitle")}
        action={
          <Link className={buttonClassName("primary")} href={paths.login({ redirect: search ? `${path}?${search}` : path })}>
            {t("refund.login")}
          </Link>
        }
      />
    );
  else if (one) body = <RefundForm order={one} />;
  else
    body = (
      <>
        <p className="public-page__muted">{orderSn ? t("refund.notFound", { sn: orderSn }) : t("refund.pick")}</p>
        <PagedList
          items={orderSn ? [] : orders.items}
          getKey={(o) => o.id}
          isLoading={orders.isLoading}
          isLoadingMore={orders.isLoadingMore}
          error={orders.error}
          onRetry={() => void orders.reload()}
          hasMore={orders.hasMore}
          onLoadMore={orders.loadMore}
          empty={<EmptyState title={t("refund.empty")} />}
          renderItem={(o) => (
            <Link className="order-row" href={paths.photoRefund({ order_sn: o.order_sn })}>
              <OrderSummary order={o} />
            </Link>
          )}
        />
      </>
    );

  return (
    <>
      <TopBar title={t("refund.title")} />
      <main className="page public-page">{body}</main>
    </>
  );
}

function OrderSummary({ order }: { order: PrintOrder }) {
  const t = useT("pages");
  const refund = order.refund_status ?? 0;
  return (
    <div className="order-summary">
      <Img className="order-summary__img" src={order.image_url} alt="" />
      <div className="order-summary__main">
        <strong>{order.name}</strong>
        <span>{t("refund.orderSn", { sn: order.order_sn })}</span>
        <span>{formatDateTime(order.create_time)}</span>
      </div>
      <div className="order-summary__side">
        <strong>
          {(order.coins_money ?? 0) > 0 ? t("refund.coins", { n: order.coins_money ?? 0 }) : formatPrice(order.pay_money ?? order.money, readCachedCurrency())}
        </strong>
        <span>{refund !== 0 ? t(refundKey(refund)) : (order.status_text ?? "")}</span>
      </div>
    </div>
  );
}

function RefundForm({ order }: { order: PrintOrder }) {
  const t = useT("pages");
  const [reason, setReason] = useState("");
  const [images, setImages] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyRefund();
  const upload = useUploadImage();
  const refund = order.refund_status ?? 0;
  // A rejected refund may be asked for again with a better reason.
  const canApply = REFUNDABLE.includes(order.status) && (refund === 0 || refund === REFUND_STATUS.REJECTED);

  const submit = async () => {
    const text = reason.trim();
    if (text === "") return setError(t("refund.reasonRequired"));
    if (text.length > REASON_MAX) return setError(t("refund.reasonTooLong", { max: REASON_MAX }));
    setError(null);
    try {
      await apply.trigger({ order_id: order.id, reason: text, images: images.length > 0 ? images : undefined });
      toast.success(t("refund.sent"));
    } catch {
      // The client showed the server's reason.
    }
  };

  return (
    <>
      <section className="public-page__card">
        <OrderSummary order={order} />
      </section>
      {order.refund && (
        <section className="public-page__card" aria-live="polite">
          <h2>{t(refundKey(order.refund.status))}</h2>
          <p>{t("refund.yourReason", { reason: order.refund.reason })}</p>
          {order.refund.remark && <p>{t("refund.remark", { remark: order.refund.remark })}</p>}
        </section>
      )}
      {canApply ? (
        <Form onSubmit={() => void submit()}>
          <TextAreaField
            label={t("refund.reason")}
            name="reason"
            value={reason}
            onChange={(v) => {
              setReason(v);
              if (error) setError(null);
            }}
            error={error}
            placeholder={t("refund.reasonPlaceholder")}
            maxLength={REASON_MAX}
            showCount
            required
          />
          <ImageUploadField label={t("refund.images")} value={images} onChange={setImages} upload={upload} max={IMAGES_MAX} hint={t("refund.imagesHint", { max: IMAGES_MAX })} />
          <Button type="submit" block loading={apply.isMutating}>
            {t("refund.submit")}
          </Button>
        </Form>
      ) : (
        !order.refund && <p className="public-page__muted">{t("refund.notRefundable")}</p>
      )}
    </>
  );
}
