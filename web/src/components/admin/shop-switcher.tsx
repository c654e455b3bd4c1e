/**
 * The shop switcher (issue 14): a merchant with several shops picks one, or all, and every page
 * scoped by shop follows (lib/admin/shop-scope.ts: the URL's shop_id, remembered per user). A
 * native select, so a phone shows its own picker wheel. One shop: its name, nothing to pick.
 */
import "./admin.css";
import { useId } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { useShopScope } from "../../lib/admin/shop-scope.ts";
import { ChevronDownIcon, ShopIcon } from "./nav-icons.tsx";

/** `allowAll` false: a page about one shop (its settings): no "all shops", a prompt until one is chosen. */
export function ShopSwitcher({ className, allowAll = true }: { className?: string; allowAll?: boolean }) {
  const t = useT("admin");
  const id = useId();
  const { shopId, shops, several, choose } = useShopScope();
  const cls = `shop-switcher${className ? ` ${className}` : ""}`;
  if (shops === undefined || shops.length === 0) return null;
  if (!several) {
    return (
      <span className={`${cls} shop-switcher--single`}>
        <ShopIcon size={16} />
        <span className="shop-switcher__name">{shops[0]?.name}</span>
      </span>
    );
  }
  return (
    <span className={cls}>
      <ShopIcon size={16} />
      <label className="visually-hidden" htmlFor={id}>
        {t("shop.switch")}
      </label>
      <select
        id={id}
        className="shop-switcher__select"
        value={shopId === undefined ? "" : String(shopId)}
        onChange={(e) => choose(e.target.value === "" ? undefined : Number(e.target.value))}
      >
        {allowAll ? (
          <option value="">{t("shop.all", { n: shops.length })}</option>
        ) : (
          shopId === undefined && (
            <option value="" disabled>
              {t("shop.choose")}
            </option>
          )
        )}
        {shops.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={14} className="shop-switcher__chevron" />
    </span>
  );
}
