/**
 * The patterns a shop sells on its printers (manage-goods/shop-list; /admin/shop/sugar-list for
 * gallery patterns and drawings, photo-list for photo patterns): on sale or not and a keyword in
 * the URL, each with its price (the shop's printers' currency), coins price, tags and sales, and
 * the §4 actions, each through a confirm drawer: pin on every printer of the shop or unpin, take
 * off sale or put back, delete; edit opens the form. What customers see follows at once
 * (lib/stale-after.ts: the printers' /sugar list).
 */
import "./shop.css";
import { useState } from "react";
import { Link } from "wouter";
import type { ShopGoods } from "../../../../../contract/http/materials.ts";
import { DataList, type Column } from "../../../../components/admin/data-list.tsx";
import { StatusBadge } from "../../../../components/admin/detail.tsx";
import { FilterBar, type FilterField } from "../../../../components/admin/filter-bar.tsx";
import { Button, buttonClassName } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Img } from "../../../../components/image.tsx";
import { formatAmount, type Currency } from "../../../../lib/admin/format.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { formatDateTime } from "../../../../lib/format-display.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useShopGoodsDelete } from "../api/use-shop-goods-delete.ts";
import { useShopGoodsStatus } from "../api/use-shop-goods-status.ts";
import { useShopGoodsTop } from "../api/use-shop-goods-top.ts";
import { useShopGoods, type ShopGoodsQuery } from "../api/use-shop-goods.ts";

export const GOODS_SPEC = {
  status: { kind: "enum", values: ["1", "0"] },
  keyword: { kind: "text", max: 30 },
} as const;
export const GOODS_PAGE = 20;

export type GoodsKind = "sugar" | "photo";

/** The list's API query: by printer serial when the page was opened from a printer, else by shop (none: every shop). */
export function goodsQuery(kind: GoodsKind, where: { shopId?: number | undefined; sn?: string | undefined }, filters: { status?: string; keyword?: string }, page: number): ShopGoodsQuery {
  return {
    kind,
    page,
    limit: GOODS_PAGE,
    ...(where.sn !== undefined ? { sn: where.sn } : where.shopId !== undefined ? { shop_id: where.shopId } : {}),
    ...(filters.status ? { status: Number(filters.status) as 0 | 1 } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  };
}

/** §3 remark: space-separated tags. */
export function tagsOf(remark: string | null | undefined): string[] {
  return (remark ?? "").split(/\s+/).filter(Boolean);
}

type Action = { kind: "top" | "untop" | "off" | "on" | "delete"; goods: ShopGoods };

export interface GoodsListProps {
  kind: GoodsKind;
  shopId?: number | undefined;
  sn?: string | undefined;
  currency: Currency;
  label: string;
  emptyText: string;
  /** Several of the merchant's shops are listed together: show each row's shop. */
  shopNames?: ReadonlyMap<number, string>;
}

export function GoodsList({ kind, shopId, sn, currency, label, emptyText, shopNames }: GoodsListProps) {
  const t = useT("admin-shop");
  const q = useListQuery(GOODS_SPEC, []);
  const list = useShopGoods(goodsQuery(kind, { shopId, sn }, q.filters, q.page));
  const top = useShopGoodsTop();
  const status = useShopGoodsStatus();
  const remove = useShopGoodsDelete();
  const [action, setAction] = useState<Action | null>(null);
  const money = (v: string | number) => formatAmount(v, currency);

  const fields: FilterField[] = [
    { kind: "select", key: "status", label: t("goods.filterStatus"), options: [{ value: "1", label: t("goods.onSale") }, { value: "0", label: t("goods.offSale") }] },
    { kind: "text", key: "keyword", label: t("goods.keyword"), placeholder: t("goods.keywordHint"), maxLength: 30 },
  ];

  const run = async () => {
    if (action === null) return;
    const g = action.goods;
    switch (action.kind) {
      case "top":
      case "untop":
        await top.trigger({ id: g.id, is_top: action.kind === "top" ? 1 : 0 });
        break;
      case "off":
      case "on":
        await status.trigger({ id: g.id, status: action.kind === "on" ? 1 : 0 });
        break;
      case "delete":
        await remove.trigger({ id: g.id });
        break;
    }
    toast.success(t(`goods.done.${action.kind}`, { name: g.name }));
  };

  const buttons = (g: ShopGoods) => (
    <span className="shop-row-actions">
      <Link href={adminPaths.shop.sugarForm({ id: g.id })} className={buttonClassName("secondary", { size: "sm" })}>
        {t("goods.edit")}
      </Link>
      {g.status === 1 && (
        <Button size="sm" variant="ghost" onClick={() => setAction({ kind: g.is_top === 1 ? "untop" : "top", goods: g })}>
          {g.is_top === 1 ? t("goods.untop") : t("goods.top")}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => setAction({ kind: g.status === 1 ? "off" : "on", goods: g })}>
        {g.status === 1 ? t("goods.off") : t("goods.on")}
      </Button>
      <Button size="sm" variant="ghost" className="shop-danger-text" onClick={() => setAction({ kind: "delete", goods: g })}>
        {t("goods.delete")}
      </Button>
    </span>
  );

  const badges = (g: ShopGoods) => (
    <span className="shop-badges">
      {g.status === 1 ? <StatusBadge tone="success">{t("goods.onSale")}</StatusBadge> : <StatusBadge tone="muted">{t("goods.offSale")}</StatusBadge>}
      {g.is_top === 1 && <StatusBadge tone="warning">{t("goods.pinned")}</StatusBadge>}
    </span>
  );

  const price = (g: ShopGoods) => (
    <span className="shop-two-lines shop-two-lines--end">
      <strong className="admin-num">{money(g.price)}</strong>
      {g.coins_price !== null && g.coins_price !== undefined ? <span className="admin-muted">{t("goods.coins", { n: g.coins_price })}</span> : null}
    </span>
  );

  const columns: Column<ShopGoods>[] = [
    { key: "goods", header: t("goods.col.goods"), cell: (g) => <GoodsName goods={g} shop={shopNames?.get(g.shop_id)} /> },
    { key: "price", header: t("goods.col.price"), align: "end", cell: price },
    { key: "sold", header: t("goods.col.sold"), align: "end", cell: (g) => g.sell_count },
    { key: "status", header: t("goods.col.status"), cell: badges },
    { key: "actions", header: <span className="visually-hidden">{t("goods.col.actions")}</span>, align: "end", cell: buttons },
  ];

  const confirmText = action === null ? undefined : t(`goods.confirm.${action.kind}`, { name: action.goods.name });

  return (
    <>
      <FilterBar fields={fields} values={q.filters} onApply={(v) => q.setFilters(v)} onReset={q.reset} />
      <DataList
        label={label}
        columns={columns}
        rows={list.data?.list}
        rowKey={(g) => g.id}
        card={(g) => (
          <div className="shop-goods-card">
            <div className="shop-goods-card__main">
              <Img className="shop-goods-card__img" src={g.image_url ?? ""} alt="" />
              <div className="shop-goods-card__text">
                <strong className="shop-clip">{g.name}</strong>
                {shopNames?.get(g.shop_id) ? <span className="admin-muted shop-clip">{shopNames.get(g.shop_id)}</span> : null}
                <Tags remark={g.remark} />
                <span className="shop-goods-card__line">
                  {badges(g)}
                  <span className="admin-muted">{t("goods.sold", { n: g.sell_count })}</span>
                </span>
              </div>
              {price(g)}
            </div>
            {buttons(g)}
          </div>
        )}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.reload()}
        filtered={q.activeCount > 0}
        onClearFilters={q.reset}
        emptyText={emptyText}
        page={q.page}
        total={list.data?.total}
        limit={GOODS_PAGE}
        onPage={q.setPage}
      />
      <ConfirmDrawer
        open={action !== null}
        title={action ? t(`goods.confirmTitle.${action.kind}`) : ""}
        message={confirmText}
        confirmLabel={action ? t(`goods.confirmLabel.${action.kind}`) : undefined}
        danger={action?.kind === "delete" || action?.kind === "off"}
        onConfirm={run}
        onClose={() => setAction(null)}
      />
    </>
  );
}

function Tags({ remark }: { remark: string | null | undefined }) {
  const tags = tagsOf(remark);
  if (tags.length === 0) return null;
  return (
    <ul className="shop-chips" role="list">
      {tags.map((tag) => (
        <li key={tag} className="shop-chip">
          {tag}
        </li>
      ))}
    </ul>
  );
}

function GoodsName({ goods, shop }: { goods: ShopGoods; shop: string | undefined }) {
  const t = useT("admin-shop");
  return (
    <span className="shop-name">
      <Img className="shop-name__logo" src={goods.image_url ?? ""} alt="" />
      <span className="shop-two-lines">
        <strong>{goods.name}</strong>
        {shop ? <span className="admin-muted">{shop}</span> : null}
        <Tags remark={goods.remark} />
        {goods.create_date ? <span className="admin-muted">{t("goods.created", { time: formatDateTime(goods.create_date) })}</span> : null}
      </span>
    </span>
  );
}
