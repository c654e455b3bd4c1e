/**
 * /admin/store/cart?type= (§2): the cart of one shelf. Each line with its quantity (within the
 * stock), a checkbox and delete; a line the store can no longer sell (off the shelf, or more than
 * is left) shows why, cannot be chosen, and can be lowered to what is left or removed. The
 * chosen lines' total and "checkout" stay at the bottom, above the tab bar.
 */
import { useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import type { CartItem } from "../../../../../contract/http/materials.ts";
import { CART_NUM_MAX } from "../../../../../contract/http/materials.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { CrossIcon } from "../../../../components/action-icons.tsx";
import { Button } from "../../../../components/button.tsx";
import { ConfirmDrawer } from "../../../../components/confirm-drawer.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { useCart } from "../api/use-cart.ts";
import { useCartDelete } from "../api/use-cart-delete.ts";
import { useCartUpdate } from "../api/use-cart-update.ts";
import { QuantityStepper } from "../components/quantity-stepper.tsx";
import { ShelfTabs, StorePage } from "../components/store-frame.tsx";
import { storeTypeOf } from "../store-type.ts";
import "../components/store.css";

/** Why a line cannot be checked out, or null: off the shelf, sold out, or more than is left. */
export function lineProblem(line: CartItem): "offShelf" | "soldOut" | "short" | null {
  if (line.is_valid === 1) return null;
  if (line.goods.status !== 1) return "offShelf";
  if (line.goods.stock === 0) return "soldOut";
  return "short";
}

/** The chosen lines' total in fen (whole cents: no float drift across lines). */
export function linesCents(lines: readonly CartItem[]): number {
  return lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
}

export function CartPage() {
  const t = useT("admin-store");
  const type = storeTypeOf(useSearch());
  const [, navigate] = useLocation();
  const cart = useCart(type);
  const update = useCartUpdate();
  const remove = useCartDelete();
  // null: every sellable line is chosen (the first visit); then what the user ticked.
  const [picked, setPicked] = useState<ReadonlySet<number> | null>(null);
  const [deleting, setDeleting] = useState<readonly number[] | null>(null);
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const lines = cart.data?.list;
  const sellable = (lines ?? []).filter((l) => l.is_valid === 1);
  const chosen = sellable.filter((l) => picked === null || picked.has(l.id));
  const invalid = (lines ?? []).filter((l) => l.is_valid !== 1);
  const allChosen = sellable.length > 0 && chosen.length === sellable.length;

  const toggle = (id: number) => {
    const next = new Set(picked ?? sellable.map((l) => l.id));
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setPicked(next);
  };

  const setNum = async (line: CartItem, num: number) => {
    setSaving((s) => new Set(s).add(line.id));
    try {
      await update.trigger({ id: line.id, num });
    } catch {
      // Said by the HTTP client; the line shows what the cart holds.
    } finally {
      setSaving((s) => {
        const n = new Set(s);
        n.delete(line.id);
        return n;
      });
    }
  };

  let body;
  if (lines === undefined) body = cart.error ? <ErrorState message={errorMessage(cart.error)} onRetry={() => void cart.reload()} /> : <LoadingState />;
  else if (lines.length === 0)
    body = <EmptyState title={t("cart.empty")} text={t("cart.emptyText")} action={<Link href={adminPaths.store.index({ type })}>{t("cart.toStore")}</Link>} />;
  else
    body = (
      <ul className="cart-lines" role="list" aria-label={t("cart.lines")}>
        {lines.map((line) => {
          const problem = lineProblem(line);
          const max = Math.min(CART_NUM_MAX, line.goods.stock);
          return (
            <li key={line.id} className={`cart-line${problem ? " cart-line--invalid" : ""}`}>
              {/* The label is the 44 px touch target around the 22 px box. */}
              <label className="cart-line__pick">
                <input
                  type="checkbox"
                  className="cart-line__check"
                  aria-label={t("cart.choose", { name: line.goods.name })}
                  checked={problem === null && (picked === null || picked.has(line.id))}
                  disabled={problem !== null}
                  onChange={() => toggle(line.id)}
                />
              </label>
              <Link href={adminPaths.store.goodsInfo({ type, id: line.goods_id })} className="cart-line__img-link" tabIndex={-1} aria-hidden="true">
                <Img className="cart-line__img" src={line.goods.image_url ?? ""} alt="" />
              </Link>
              <div className="cart-line__main">
                <Link href={adminPaths.store.goodsInfo({ type, id: line.goods_id })} className="cart-line__name">
                  {line.goods.name}
                </Link>
                {line.spec_name ? <span className="store-muted">{line.spec_name}</span> : null}
                {problem !== null && (
                  <span className="cart-line__problem">
                    {problem === "short" ? t("cart.short", { n: line.goods.stock }) : t(`cart.${problem}`)}
                  </span>
                )}
                <div className="cart-line__foot">
                  <strong className="cart-line__price">{formatAmount(line.price)}</strong>
                  {problem !== "offShelf" && problem !== "soldOut" && (
                    <QuantityStepper
                      value={line.num}
                      max={Math.max(1, max)}
                      // A line over the stock may still come down to what is left.
                      onChange={(n) => void setNum(line, n)}
                      label={t("item.quantityOf", { name: line.goods.name })}
                      disabled={saving.has(line.id)}
                    />
                  )}
                </div>
              </div>
              <button type="button" className="cart-line__delete" aria-label={t("cart.deleteOne", { name: line.goods.name })} onClick={() => setDeleting([line.id])}>
                <CrossIcon size={18} />
              </button>
            </li>
          );
        })}
      </ul>
    );

  const total = linesCents(chosen) / 100;
  return (
    <StorePage tab="cart" type={type}>
      <ShelfTabs type={type} />
      {invalid.length > 0 && (
        <div className="admin-alert admin-alert--row" role="status">
          <span>{t("cart.invalidN", { n: invalid.length })}</span>
          <button type="button" className="store-link-button" onClick={() => setDeleting(invalid.map((l) => l.id))}>
            {t("cart.clearInvalid")}
          </button>
        </div>
      )}
      {body}
      {lines !== undefined && lines.length > 0 && (
        <div className="cart-bar">
          <label className="cart-bar__all">
            <input type="checkbox" checked={allChosen} disabled={sellable.length === 0} onChange={() => setPicked(allChosen ? new Set() : null)} />
            <span>{t("cart.all")}</span>
          </label>
          {chosen.length > 0 && (
            <button type="button" className="store-link-button" onClick={() => setDeleting(chosen.map((l) => l.id))}>
              {t("cart.deleteChosen")}
            </button>
          )}
          <span className="cart-bar__total">
            {t("cart.total")} <strong>{formatAmount(total)}</strong>
          </span>
          <Button disabled={chosen.length === 0} onClick={() => navigate(adminPaths.store.checkout({ type, ids: chosen.map((l) => l.id).join(",") }))}>
            {t("cart.checkout", { n: chosen.length })}
          </Button>
        </div>
      )}
      <ConfirmDrawer
        open={deleting !== null}
        danger
        title={t("cart.deleteTitle", { n: deleting?.length ?? 0 })}
        message={t("cart.deleteText")}
        confirmLabel={t("cart.deleteConfirm")}
        onConfirm={async () => {
          if (deleting === null) return;
          await remove.trigger({ ids: [...deleting] });
          if (picked !== null) setPicked(new Set([...picked].filter((id) => !deleting.includes(id))));
        }}
        onClose={() => setDeleting(null)}
      />
    </StorePage>
  );
}
