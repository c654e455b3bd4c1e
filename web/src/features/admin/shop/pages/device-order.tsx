/**
 * /admin/shop/device-order (§2, issue 15): the shop's printer purchases (the shell's shop, or all
 * of the merchant's), newest first, by state (URL filter). Each says where it stands and offers
 * what the shop can do now: pay an unpaid one (the pay sheet) or cancel it, confirm a delivery
 * (its page, with the parcels), ask for a refund of a paid one; the order's page has the rest.
 */
import { useState } from "react";
import { Link } from "wouter";
import { PURCHASE_ORDER_STATUS as P, type PurchaseOrder } from "../../../../../contract/http/manage-order.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { FilterBar, type FilterField } from "../../../../components/admin/filter-bar.tsx";
import { PurchasePaySheet } from "../../../../components/admin/purchase-pay-sheet.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Img } from "../../../../components/image.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useDeviceOrders, type DeviceOrdersQuery } from "../api/use-device-orders.ts";
import { usePurchaseCancel } from "../api/use-purchase-cancel.ts";
import { canAskRefund, PURCHASE_STATUSES, PurchaseBadges, usePurchaseText } from "../components/purchase-status.tsx";
import { RefundSheet } from "../components/refund-sheet.tsx";
import "../components/shop.css";

export const DEVICE_ORDER_SPEC = { status: { kind: "enum", values: PURCHASE_STATUSES.map(String) } } as const;
export const DEVICE_ORDERS_PAGE = 20;

export function deviceOrdersQuery(status: string | undefined, page: number, shopId: number | undefined): DeviceOrdersQuery {
  return {
    page,
    limit: DEVICE_ORDERS_PAGE,
    ...(status !== undefined ? { status: Number(status) as DeviceOrdersQuery["status"] } : {}),
    ...(shopId !== undefined ? { shop_id: shopId } : {}),
  };
}

/** "糖画打印机 Pro × 2" (a device order holds one model). */
export function itemsLine(o: Pick<PurchaseOrder, "items" | "total_num">): string {
  return o.items.map((i) => `${i.name} × ${i.num}`).join("，") || `× ${o.total_num}`;
}

export function DeviceOrderPage() {
  const t = useT("admin-shop");
  const text = usePurchaseText();
  const scope = useShopScope();
  const q = useListQuery(DEVICE_ORDER_SPEC, []);
  const list = useDeviceOrders(deviceOrdersQuery(q.filters.status, q.page, scope.shopId));
  const cancel = usePurchaseCancel();
  const [paying, setPaying] = useState<PurchaseOrder | null>(null);
  const [refunding, setRefunding] = useState<PurchaseOrder | null>(null);
  const [cancelling, setCancelling] = useState<PurchaseOrder | null>(null);

  const fields: FilterField[] = [{ kind: "select", key: "status", label: t("purchase.filter"), options: PURCHASE_STATUSES.map((s) => ({ value: String(s), label: text.status(s) })) }];

  // On a desk the row opens the order; a phone's card says "details" in words.
  const actions = (o: PurchaseOrder, card = false) => (
    <span className="shop-row-actions">
      {o.status === P.UNPAID && (
        <>
          <Button size="sm" onClick={() => setPaying(o)}>
            {t("purchase.pay")}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setCancelling(o)}>
            {t("purchase.cancel")}
          </Button>
        </>
      )}
      {o.status === P.PENDING_DELIVERY && (
        <Link href={adminPaths.shop.deviceShip({ id: o.id })} className={buttonClassName("primary", { size: "sm" })}>
          {t("purchase.receive")}
        </Link>
      )}
      {canAskRefund(o) && (
        <Button size="sm" variant="secondary" onClick={() => setRefunding(o)}>
          {t("purchase.refund")}
        </Button>
      )}
      {card && (
        <Link href={adminPaths.shop.deviceShip({ id: o.id })} className={buttonClassName("ghost", { size: "sm" })}>
          {t("purchase.view")}
        </Link>
      )}
    </span>
  );

  const columns: Column<PurchaseOrder>[] = [
    { key: "what", header: t("purchase.col.what"), primary: true, cell: (o) => <OrderWhat order={o} /> },
    { key: "shop", header: t("purchase.col.shop"), cell: (o) => <span className="shop-nowrap">{o.shop_name || "—"}</span> },
    { key: "money", header: t("purchase.col.money"), align: "end", cell: (o) => <strong className="admin-num">{formatAmount(o.money)}</strong> },
    { key: "status", header: t("purchase.col.status"), cell: (o) => <PurchaseBadges order={o} /> },
    { key: "time", header: t("purchase.col.time"), cell: (o) => <span className="admin-time">{formatDateTime(o.create_time)}</span> },
    { key: "actions", header: <span className="visually-hidden">{t("purchase.col.actions")}</span>, align: "end", cell: (o) => actions(o) },
  ];

  return (
    <AdminPage
      title={t("purchase.title")}
      shopScoped
      actions={
        scope.shopId !== undefined ? (
          <Link href={adminPaths.shop.deviceSellForm({ id: scope.shopId })} className="shop-action shop-action--primary">
            <span aria-hidden="true">＋</span>
            <span>{t("purchase.buy")}</span>
          </Link>
        ) : undefined
      }
    >
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={q.reset} />
      <DataList
        label={t("purchase.title")}
        columns={columns}
        rows={list.data?.list}
        rowKey={(o) => o.id}
        rowHref={(o) => adminPaths.shop.deviceShip({ id: o.id })}
        card={(o) => (
          <div className="shop-order-card">
            <OrderWhat order={o} />
            <div className="shop-order-card__line">
              <PurchaseBadges order={o} />
              <strong className="admin-num">{formatAmount(o.money)}</strong>
            </div>
            <span className="admin-muted">
              {o.shop_name} · {formatDateTime(o.create_time)}
            </span>
            {actions(o, true)}
          </div>
        )}
        linkCards={false}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={
          <>
            {t("purchase.empty")}{" "}
            <Link href={scope.shopId !== undefined ? adminPaths.shop.deviceSellForm({ id: scope.shopId }) : adminPaths.shop.deviceSellForm()} className="shop-link">
              {t("purchase.buy")}
            </Link>
          </>
        }
        page={q.page}
        total={list.data?.total}
        limit={DEVICE_ORDERS_PAGE}
        onPage={q.setPage}
      />
      {/* Only while the list, read again after a refused pay (cancelled in another tab), still has it unpaid. */}
      {paying && list.data?.list.find((o) => o.id === paying.id)?.status === P.UNPAID && (
        <PurchasePaySheet
          open
          purchase={{ id: paying.id, sn: paying.sn, money: paying.money, summary: itemsLine(paying), expire_time: paying.expire_time ?? null }}
          onClose={() => setPaying(null)}
          onPaid={() => setPaying(null)}
        />
      )}
      {refunding && <RefundSheet open order={refunding} onClose={() => setRefunding(null)} />}
      <ConfirmDrawer
        open={cancelling !== null}
        title={t("purchase.cancelTitle")}
        message={cancelling ? t("purchase.cancelText", { sn: cancelling.sn }) : undefined}
        confirmLabel={t("purchase.cancelConfirm")}
        danger
        onConfirm={async () => {
          if (cancelling === null) return;
          await cancel.trigger({ id: cancelling.id });
          toast.success(t("purchase.cancelled"));
        }}
        onClose={() => setCancelling(null)}
      />
    </AdminPage>
  );
}

function OrderWhat({ order }: { order: PurchaseOrder }) {
  const first = order.items[0];
  return (
    <span className="shop-name">
      <Img className="shop-name__logo" src={first?.image_url ?? ""} alt="" />
      <span className="shop-two-lines">
        <strong>{itemsLine(order)}</strong>
        <span className="admin-muted admin-mono">{order.sn}</span>
      </span>
    </span>
  );
}
