/**
 * /admin/shop/photo-list?shop_id (§2, issue 15): a shop's photo patterns (goods type 16: what a
 * customer's photo print is sold as on its printers), managed like its sugar patterns (pin, off
 * sale, delete, each confirmed), and the way to the shop's photo templates, frame and watermark.
 */
import { Link } from "wouter";
import { GOODS_TYPE } from "../../../../../contract/constants.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { useShopCurrency } from "../api/use-shop-currency.ts";
import { GoodsList } from "../components/goods-list.tsx";
import { PhotoFramePage } from "../components/photo-frame-page.tsx";
import "../components/shop.css";

export function PhotoListPage() {
  const t = useT("admin-shop");
  return (
    <PhotoFramePage
      tab="list"
      actions={(shopId) => (
        <Link href={adminPaths.shop.sugarForm({ shop_id: shopId, goods_type_id: GOODS_TYPE.PHOTO })} className="shop-action shop-action--primary">
          <span aria-hidden="true">＋</span>
          <span>{t("goods.createPhoto")}</span>
        </Link>
      )}
    >
      {(shopId) => <PhotoGoods shopId={shopId} />}
    </PhotoFramePage>
  );
}

function PhotoGoods({ shopId }: { shopId: number }) {
  const t = useT("admin-shop");
  const currency = useShopCurrency(shopId);
  return (
    <>
      <p className="admin-muted shop-section-note">{t("photo.listText")}</p>
      <GoodsList kind="photo" shopId={shopId} currency={currency} label={t("photo.title.list")} emptyText={t("photo.listEmpty")} />
    </>
  );
}
