/**
 * /admin/shop/sugar-list?shop_id|sn (§2, issue 15): the patterns a shop sells on its printers
 * (gallery patterns and sugar drawings; photos are photo-list's), by the shell's shop (or all the
 * merchant's shops), or by a printer's serial (D8: opened from a printer, the list is its shop's
 * and says so). Pin, take off sale, delete, each confirmed (components/goods-list.tsx); a new
 * pattern from here is on the shop's printers' /sugar list once saved on sale.
 */
import { Link, useSearch } from "wouter";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useShopScope } from "../../../../lib/admin/shop-scope.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useShopCurrency } from "../api/use-shop-currency.ts";
import { useShopGoods } from "../api/use-shop-goods.ts";
import { GOODS_SPEC, goodsQuery, GoodsList } from "../components/goods-list.tsx";
import { LoadState } from "../components/load-state.tsx";
import { querySn } from "../shop-query.ts";
import "../components/shop.css";

export function SugarListPage() {
  const t = useT("admin-shop");
  const sn = querySn(useSearch()) ?? undefined;
  const scope = useShopScope();
  const shopId = sn === undefined ? scope.shopId : undefined;
  const q = useListQuery(GOODS_SPEC, []);
  // The same answer the list shows (one request): by serial, it names the printer's shop.
  const answer = useShopGoods(goodsQuery("sugar", { shopId, sn }, q.filters, q.page));
  const shop = sn !== undefined ? answer.data?.shop : scope.shop;
  const currency = useShopCurrency(shop?.id ?? shopId);
  const names = new Map((scope.shops ?? []).map((s) => [s.id, s.name]));
  const createShop = shop?.id ?? shopId;

  return (
    <AdminPage
      title={t("goods.sugarTitle")}
      shopScoped={sn === undefined}
      subtitle={sn !== undefined ? t("goods.bySn", { sn, shop: shop?.name ?? "…" }) : undefined}
      backHref={sn !== undefined && shop ? adminPaths.shop.detail({ id: shop.id }) : undefined}
      actions={
        <Link href={adminPaths.shop.sugarForm(createShop !== undefined ? { shop_id: createShop } : undefined)} className="shop-action shop-action--primary">
          <span aria-hidden="true">＋</span>
          <span>{t("goods.create")}</span>
        </Link>
      }
    >
      {sn !== undefined && answer.data === undefined && answer.error !== undefined ? (
        <LoadState error={answer.error} onRetry={() => void answer.reload()} notFound={t("notFound.printer", { sn })} back={{ href: adminPaths.shop.sugarList(), label: t("back.patterns") }} />
      ) : (
        <GoodsList kind="sugar" shopId={shopId} sn={sn} currency={currency} label={t("goods.sugarTitle")} emptyText={t("goods.sugarEmpty")} shopNames={shop === undefined && names.size > 1 ? names : undefined} />
      )}
    </AdminPage>
  );
}
