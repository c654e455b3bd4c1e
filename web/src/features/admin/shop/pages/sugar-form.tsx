/**
 * /admin/shop/sugar-form?id (§2, issue 15): a pattern a shop sells, new (no id: the shop and kind
 * from the address, shop_id and goods_type_id=16 from photo-list) or edited: the shop, the kind
 * (a gallery pattern shows no author, a sugar drawing shows the shop's; photos from photo-list),
 * its name, up to 9 pictures (uploads of the caller, ≤ 5 MB png/jpeg; the first is the cover),
 * price in the shop's printers' currency, coins price, tags ≤ 5, on sale or not. Saved on sale,
 * it is on the /sugar list of every printer of the shop. Another company's pattern is 404.
 */
import { useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { GOODS_TYPE } from "../../../../../contract/constants.ts";
import { GOODS_IMAGES_MAX, type ShopGoodsInfo } from "../../../../../contract/http/materials.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button, Form, SelectField, TextField } from "../../../../components/form-field.tsx";
import { ImageUploadField } from "../../../../components/image-upload-field.tsx";
import { focusFirstError, serverFieldErrors } from "../../../../lib/admin/form-errors.ts";
import { useShops } from "../../../../lib/admin/shop-scope.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useShopCurrency } from "../api/use-shop-currency.ts";
import { useShopGoodsInfo } from "../api/use-shop-goods-info.ts";
import { useShopGoodsSave } from "../api/use-shop-goods-save.ts";
import { useUploadImage } from "../api/use-upload-image.ts";
import { COINS_MAX, GOODS_NAME_MAX, goodsDraft, goodsErrors, goodsInput, PRICE_MAX, type GoodsDraft, type GoodsMessage, type GoodsTypeChoice } from "../components/goods-form-rules.ts";
import { LoadState } from "../components/load-state.tsx";
import { TagsField } from "../components/tags-field.tsx";
import { queryInt } from "../shop-query.ts";
import "../components/shop.css";

/** Where a pattern's list is: photos are photo-list's, the rest sugar-list's. */
function listHref(type: number, shopId: number | undefined): string {
  const q = shopId !== undefined ? { shop_id: shopId } : undefined;
  return type === GOODS_TYPE.PHOTO ? adminPaths.shop.photoList(q) : adminPaths.shop.sugarList(q);
}

export function SugarFormPage() {
  const t = useT("admin-shop");
  const search = useSearch();
  const id = queryInt(search, "id");
  const shopId = queryInt(search, "shop_id") ?? undefined;
  const photo = queryInt(search, "goods_type_id") === GOODS_TYPE.PHOTO;
  const info = useShopGoodsInfo(id);
  const goods = info.data;
  const type: GoodsTypeChoice = goods ? (goods.goods_type_id as GoodsTypeChoice) : photo ? GOODS_TYPE.PHOTO : GOODS_TYPE.SUGAR_DRAWING;
  const back = listHref(type, goods?.shop_id ?? shopId);

  let body;
  if (id !== null && goods === undefined)
    body = <LoadState error={info.error} onRetry={() => void info.reload()} notFound={t("notFound.pattern")} back={{ href: adminPaths.shop.sugarList(), label: t("back.patterns") }} />;
  else body = <GoodsForm key={goods?.id ?? "new"} goods={goods} shopId={shopId} type={type} />;

  return (
    <AdminPage title={id === null ? (type === GOODS_TYPE.PHOTO ? t("goodsForm.createPhoto") : t("goodsForm.create")) : t("goodsForm.edit")} subtitle={goods?.shop_name ?? undefined} backHref={back}>
      {body}
    </AdminPage>
  );
}

function GoodsForm({ goods, shopId, type }: { goods: ShopGoodsInfo | undefined; shopId: number | undefined; type: GoodsTypeChoice }) {
  const t = useT("admin-shop");
  const [, navigate] = useLocation();
  const save = useShopGoodsSave();
  const upload = useUploadImage();
  const shops = useShops();
  const list = shops.data?.list;
  const only = list !== undefined && list.length === 1 ? list[0]?.id : undefined;
  const ref = useRef<HTMLDivElement>(null);
  const [d, setD] = useState<GoodsDraft>(() => goodsDraft(goods, { shopId: shopId ?? only, type }));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // The merchant's only shop arrives after the first render: take it when nothing is chosen.
  const chosenShop = d.shopId !== "" ? d.shopId : only !== undefined ? String(only) : "";
  const currency = useShopCurrency(chosenShop === "" ? undefined : Number(chosenShop));
  const photo = d.type === GOODS_TYPE.PHOTO;

  const msg: GoodsMessage = (key, n) => t(`goodsForm.error.${key}`, { n: n ?? 0 });
  const patch = (p: Partial<GoodsDraft>, field: string) => {
    setD((x) => ({ ...x, ...p }));
    if (errors[field] !== undefined) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const show = (e: Record<string, string | undefined>) => {
    setErrors(e);
    requestAnimationFrame(() => focusFirstError(ref.current));
  };

  const submit = async () => {
    const draft = { ...d, shopId: chosenShop };
    const e = goodsErrors(draft, msg);
    if (Object.keys(e).length > 0) return show(e);
    try {
      await save.trigger(goodsInput(draft, goods?.id));
      toast.success(t(goods ? "goodsForm.saved" : "goodsForm.created", { name: draft.name.trim() }));
      navigate(listHref(draft.type, Number(draft.shopId)), { replace: true });
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (Object.keys(fields).length > 0) show({ ...fields, ...(fields["image_list"] ? { image_url: fields["image_list"] } : {}) });
    }
  };

  const typeOptions = photo
    ? [{ value: String(GOODS_TYPE.PHOTO), label: t("goodsForm.type16") }]
    : [
        { value: String(GOODS_TYPE.SUGAR_DRAWING), label: t("goodsForm.type15") },
        { value: String(GOODS_TYPE.SYSTEM), label: t("goodsForm.type8") },
      ];

  return (
    <div ref={ref}>
      <Form className="shop-form" onSubmit={() => void submit()} aria-label={goods ? t("goodsForm.edit") : t("goodsForm.create")}>
        <DetailSection title={t("goodsForm.what")}>
          <div className="shop-form__group">
            {goods === undefined && (list === undefined || list.length > 1 || shopId !== undefined) && (
              <SelectField
                label={t("goodsForm.shop")}
                name="shop_id"
                value={chosenShop}
                required
                options={(list ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                placeholder={list === undefined ? t("goodsForm.shopLoading") : t("goodsForm.shopChoose")}
                hint={t("goodsForm.shopHint")}
                error={errors["shop_id"]}
                onChange={(v) => patch({ shopId: v }, "shop_id")}
              />
            )}
            {!photo && (
              <SelectField
                label={t("goodsForm.type")}
                name="goods_type_id"
                value={String(d.type)}
                options={typeOptions}
                hint={d.type === GOODS_TYPE.SYSTEM ? t("goodsForm.type8Hint") : t("goodsForm.type15Hint")}
                onChange={(v) => patch({ type: Number(v) as GoodsTypeChoice }, "goods_type_id")}
              />
            )}
            <TextField label={t("goodsForm.name")} name="name" value={d.name} required maxLength={GOODS_NAME_MAX} placeholder={t("goodsForm.namePlaceholder")} error={errors["name"]} onChange={(v) => patch({ name: v }, "name")} />
            <ImageUploadField
              label={t("goodsForm.images", { n: GOODS_IMAGES_MAX })}
              value={d.images}
              onChange={(images) => patch({ images }, "image_url")}
              upload={upload}
              max={GOODS_IMAGES_MAX}
              required
              hint={t("goodsForm.imagesHint")}
              error={errors["image_url"]}
            />
          </div>
        </DetailSection>

        <DetailSection title={t("goodsForm.sale")}>
          <div className="shop-form__group">
            <TextField
              label={t("goodsForm.price", { currency: currency.currencySymbol })}
              name="price"
              inputMode="decimal"
              value={d.price}
              required
              placeholder="9.90"
              hint={t("goodsForm.priceHint", { max: PRICE_MAX, name: currency.currencyName })}
              error={errors["price"]}
              onChange={(v) => patch({ price: v }, "price")}
            />
            <TextField
              label={t("goodsForm.coins")}
              name="coins_price"
              inputMode="numeric"
              value={d.coins}
              placeholder={t("goodsForm.coinsPlaceholder")}
              hint={t("goodsForm.coinsHint", { max: COINS_MAX })}
              error={errors["coins_price"]}
              onChange={(v) => patch({ coins: v }, "coins_price")}
            />
            <TagsField label={t("goodsForm.tags")} value={d.tags} onChange={(tags) => patch({ tags }, "remark")} error={errors["remark"]} />
            <label className="shop-toggle">
              <input type="checkbox" name="status" checked={d.onSale} onChange={(e) => patch({ onSale: e.target.checked }, "status")} />
              <span>
                {t("goodsForm.onSale")}
                <small>{d.onSale ? t("goodsForm.onSaleHint") : t("goodsForm.offSaleHint")}</small>
              </span>
            </label>
          </div>
        </DetailSection>

        <div className="shop-form__submit">
          <Button type="submit" block loading={save.isMutating}>
            {goods ? t("goodsForm.save") : t("goodsForm.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
