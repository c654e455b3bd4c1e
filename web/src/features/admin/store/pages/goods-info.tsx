/**
 * /admin/store/goods-info?type&id (§2): one store item: its pictures, price, specs with their
 * stock, the quantity (within the chosen spec's stock) and "add to cart", after which the cart
 * button's badge follows at once (manage-cart/add makes the cart stale, lib/stale-after.ts);
 * "buy now" puts it in the cart and goes to the checkout with that line alone, for the quantity
 * chosen (what the cart held of it before stays there).
 */
import { useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { CART_NUM_MAX, type GoodsSpec, type MaterialInfo } from "../../../../../contract/http/materials.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { AdminPage } from "../../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { Button } from "../../../../components/button.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { queryId } from "../../../../lib/admin/query-id.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { toast } from "../../../../lib/toast.ts";
import { useCartAdd } from "../api/use-cart-add.ts";
import { useStoreItem } from "../api/use-store-item.ts";
import { QuantityStepper } from "../components/quantity-stepper.tsx";
import { CartButton } from "../components/store-frame.tsx";
import { storeTypeOf, type StoreType } from "../store-type.ts";
import { LOW_STOCK } from "./index.tsx";
import "../components/store.css";

export function GoodsInfoPage() {
  const t = useT("admin-store");
  const search = useSearch();
  const type = storeTypeOf(search);
  const id = queryId(search);
  const item = useStoreItem(id);
  const goods = item.data;
  // The shelf is the item's own, whatever the link said.
  const shelf = goods?.type ?? type;

  let body;
  if (id === null) body = <EmptyState title={t("item.noId")} action={<Link href={adminPaths.store.index({ type })}>{t("item.toStore")}</Link>} />;
  else if (goods === undefined) body = item.error ? <ErrorState message={errorMessage(item.error)} onRetry={() => void item.reload()} /> : <LoadingState />;
  else body = <ItemDetail key={goods.id} goods={goods} />;

  return (
    <AdminPage title={t("item.title")} backHref={adminPaths.store.index({ type: shelf })} actions={<CartButton type={shelf} />} className="store-item-page">
      {body}
    </AdminPage>
  );
}

/** The spec chosen first: the first one in stock (else the first). */
function firstSpec(specs: readonly GoodsSpec[]): GoodsSpec | undefined {
  return specs.find((s) => s.stock > 0) ?? specs[0];
}

function ItemDetail({ goods }: { goods: MaterialInfo }) {
  const t = useT("admin-store");
  const [, navigate] = useLocation();
  const add = useCartAdd();
  const [specId, setSpecId] = useState<number | undefined>(() => firstSpec(goods.specs)?.id);
  const [num, setNum] = useState(1);
  const [busy, setBusy] = useState<"add" | "buy" | null>(null);
  const adding = useRef(false);
  const spec = goods.specs.find((s) => s.id === specId);
  const stock = spec ? spec.stock : goods.stock;
  const price = spec ? spec.price : goods.price;
  const onShelf = goods.status === 1;
  const max = Math.min(stock, CART_NUM_MAX);
  const can = onShelf && stock > 0 && (goods.specs.length === 0 || spec !== undefined) && busy === null;
  const type: StoreType = goods.type;

  const put = async (then: "add" | "buy") => {
    if (!can || adding.current) return;
    adding.current = true; // two taps in one frame add once
    setBusy(then);
    try {
      const chosen = Math.min(num, max);
      const line = await add.trigger({ goods_id: goods.id, num: chosen, ...(spec ? { spec_id: spec.id } : {}) });
      if (then === "buy" && line.id !== undefined) {
        // That many, though the cart may already hold some of it (contract materialMake num).
        navigate(adminPaths.store.checkout({ type, ids: String(line.id), num: chosen }));
        return;
      }
      toast.success(t("item.added"));
      setNum(1);
    } catch {
      // Said by the HTTP client (a toast): off the shelf, not enough stock.
    } finally {
      adding.current = false;
      setBusy(null);
    }
  };

  return (
    <>
      <DetailSection className="store-item">
        <Gallery images={goods.image_list.length > 0 ? goods.image_list : [goods.image_url ?? ""]} name={goods.name} />
        <div className="store-item__info">
          <h2 className="store-item__name">{goods.name}</h2>
          <p className="store-item__price">
            <strong>{formatAmount(price)}</strong>
            {goods.unit ? <span className="goods-card__unit">/{goods.unit}</span> : null}
            {goods.original_price && Number(goods.original_price) > Number(price) ? <s className="goods-card__was">{formatAmount(goods.original_price)}</s> : null}
          </p>
          <p className="store-muted">
            {t("goods.sales", { n: goods.sales })}
            {" · "}
            {stock === 0 ? <span className="goods-card__warn">{t("goods.soldOut")}</span> : stock <= LOW_STOCK ? <span className="goods-card__warn">{t("goods.fewLeft", { n: stock })}</span> : t("item.stock", { n: stock })}
          </p>
          {goods.cart_num > 0 && <p className="store-muted">{t("item.inCart", { n: goods.cart_num })}</p>}
          {!onShelf && (
            <p className="admin-alert" role="status">
              {t("item.offShelf")}
            </p>
          )}
        </div>
      </DetailSection>

      {goods.specs.length > 0 && (
        <DetailSection title={t("item.specs")}>
          <div className="store-chips store-chips--wrap" role="radiogroup" aria-label={t("item.specs")}>
            {goods.specs.map((s) => (
              <button
                key={s.id}
                type="button"
                role="radio"
                aria-checked={s.id === specId}
                className="store-chip store-chip--spec"
                disabled={s.stock === 0}
                onClick={() => {
                  setSpecId(s.id);
                  setNum((n) => Math.max(1, Math.min(n, s.stock)));
                }}
              >
                <span>{s.name}</span>
                <small>{s.stock === 0 ? t("goods.soldOut") : formatAmount(s.price)}</small>
              </button>
            ))}
          </div>
        </DetailSection>
      )}

      <DetailSection title={t("item.quantity")} actions={<QuantityStepper value={num} max={Math.max(1, max)} onChange={setNum} label={t("item.quantityOf", { name: goods.name })} disabled={!onShelf || stock === 0} />}>
        <p className="store-muted">{t("item.subtotal", { money: formatAmount(Number(price) * num) })}</p>
      </DetailSection>

      {goods.content ? (
        <DetailSection title={t("item.about")}>
          <p className="store-item__content">{goods.content}</p>
        </DetailSection>
      ) : null}

      <div className="store-actions">
        <Button variant="secondary" disabled={!can} loading={busy === "add"} onClick={() => void put("add")}>
          {t("item.add")}
        </Button>
        <Button disabled={!can} loading={busy === "buy"} onClick={() => void put("buy")}>
          {t("item.buy")}
        </Button>
      </div>
    </>
  );
}

/** The item's pictures side by side, one screen wide each (scroll-snap), with "2 / 3". */
function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT("admin-store");
  const [at, setAt] = useState(0);
  return (
    <div className="store-gallery">
      <ul
        className="store-gallery__track"
        role="list"
        aria-label={t("item.pictures")}
        onScroll={(e) => {
          const el = e.currentTarget;
          setAt(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
        }}
      >
        {images.map((src, i) => (
          <li key={`${src}${i}`} className="store-gallery__slide">
            <Img className="store-gallery__img" src={src} alt={t("item.pictureN", { name, n: i + 1 })} fit="contain" />
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <span className="store-gallery__count" aria-hidden="true">
          {at + 1} / {images.length}
        </span>
      )}
    </div>
  );
}
