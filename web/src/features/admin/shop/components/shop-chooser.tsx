/**
 * A page about one shop opened without one (no id, several shops): the merchant picks which,
 * from their shops (the shell's cached list). Links when the page takes the shop as its id,
 * else the shell's switcher choice (shop_id, remembered).
 */
import "./shop.css";
import { Link } from "wouter";
import type { Shop } from "../../../../../contract/http/manage-shop.ts";
import { ChevronRightIcon } from "../../../../components/action-icons.tsx";
import { ShopIcon } from "../../../../components/admin/nav-icons.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { buttonClassName } from "../../../../components/button.tsx";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { useT } from "../../../../lib/i18n/index.ts";

export interface ShopChooserProps {
  shops: readonly Shop[] | undefined;
  error?: unknown;
  onRetry?: () => void;
  /** What the choice is for ("Which shop's photo templates?"). */
  title: string;
  hrefOf?: (shop: Shop) => string;
  onChoose?: (shop: Shop) => void;
}

export function ShopChooser({ shops, error, onRetry, title, hrefOf, onChoose }: ShopChooserProps) {
  const t = useT("admin-shop");
  if (shops === undefined) return error !== undefined ? <ErrorState message={errorMessage(error)} onRetry={onRetry} /> : <LoadingState />;
  if (shops.length === 0)
    return (
      <EmptyState
        icon={<ShopIcon size={48} />}
        title={t("chooser.none")}
        text={t("chooser.noneText")}
        action={
          <Link href={adminPaths.shop.form()} className={buttonClassName("primary")}>
            {t("index.create")}
          </Link>
        }
      />
    );
  return (
    <section className="shop-chooser" aria-labelledby="shop-chooser-title">
      <h2 className="shop-chooser__title" id="shop-chooser-title">
        {title}
      </h2>
      <ul className="shop-chooser__list" role="list">
        {shops.map((s) => {
          const body = (
            <>
              <Img className="shop-chooser__logo" src={s.logo_url ?? ""} alt="" />
              <span className="shop-chooser__text">
                <strong>{s.name}</strong>
                <small>{s.address}</small>
              </span>
              <ChevronRightIcon size={18} />
            </>
          );
          return (
            <li key={s.id}>
              {hrefOf ? (
                <Link href={hrefOf(s)} className="shop-chooser__item">
                  {body}
                </Link>
              ) : (
                <button type="button" className="shop-chooser__item" onClick={() => onChoose?.(s)}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
