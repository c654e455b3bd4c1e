/**
 * /admin/store?type= (§2): the catalogue of one shelf by category (the category chips are the
 * ones the answer says have goods), searchable; each item a card with its picture, price and
 * what is left, opening its page. Category, search and page live in the URL.
 */
import { Link, useSearch } from "wouter";
import type { MaterialGoods } from "../../../../../contract/http/materials.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { Pager } from "../../../../components/admin/pager.tsx";
import { Img } from "../../../../components/image.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../../../../components/states.tsx";
import { formatAmount } from "../../../../lib/admin/format.ts";
import { useListQuery } from "../../../../lib/admin/list-query.ts";
import { useT } from "../../../../lib/i18n/index.ts";
import { useStoreGoods } from "../api/use-store-goods.ts";
import { ShelfTabs, StorePage } from "../components/store-frame.tsx";
import { SearchBox } from "../components/search-box.tsx";
import { storeTypeOf, type StoreType } from "../store-type.ts";
import "../components/store.css";

export const CATALOGUE_SPEC = {
  category_id: { kind: "int", min: 1 },
  keyword: { kind: "text", max: 30 },
} as const;

export const CATALOGUE_PAGE_SIZE = 40;
/** "Only a few left" from this stock down (an owner restocking sugar wants the warning early). */
export const LOW_STOCK = 10;

export function StoreIndexPage() {
  const t = useT("admin-store");
  const type = storeTypeOf(useSearch());
  const q = useListQuery(CATALOGUE_SPEC);
  const categoryId = q.filters.category_id === undefined ? undefined : Number(q.filters.category_id);
  const goods = useStoreGoods({
    type,
    page: q.page,
    limit: CATALOGUE_PAGE_SIZE,
    ...(categoryId !== undefined ? { category_id: categoryId } : {}),
    ...(q.filters.keyword ? { keyword: q.filters.keyword } : {}),
  });
  const categories = goods.data?.categories ?? [];
  const rows = goods.data?.list;

  let body;
  if (rows === undefined) body = goods.error ? <ErrorState message={errorMessage(goods.error)} onRetry={() => void goods.reload()} /> : <LoadingState />;
  else if (rows.length === 0)
    body = (
      <EmptyState
        title={q.activeCount > 0 ? t("index.noMatch") : t("index.empty")}
        action={
          q.activeCount > 0 ? (
            <button type="button" className="store-link-button" onClick={q.reset}>
              {t("index.showAll")}
            </button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <ul className="store-grid" role="list" aria-label={t(`shelf.${type}`)}>
        {rows.map((g) => (
          <li key={g.id}>
            <GoodsCard goods={g} type={type} />
          </li>
        ))}
      </ul>
    );

  return (
    <StorePage tab="index" type={type}>
      <ShelfTabs type={type} />
      <SearchBox value={q.filters.keyword ?? ""} onSearch={(keyword) => q.setFilters({ keyword })} label={t("index.search")} placeholder={t("index.searchHint")} />
      {categories.length > 0 && (
        <div className="store-chips" role="group" aria-label={t("index.categories")}>
          <button type="button" className="store-chip" aria-pressed={categoryId === undefined} onClick={() => q.setFilters({ category_id: undefined })}>
            {t("index.allCategories")}
          </button>
          {categories.map((c) => (
            <button key={c.id} type="button" className="store-chip" aria-pressed={categoryId === c.id} onClick={() => q.setFilters({ category_id: String(c.id) })}>
              {c.name}
            </button>
          ))}
        </div>
      )}
      <section className="store-catalogue" aria-busy={goods.isLoading || undefined}>
        {body}
        {goods.data !== undefined && goods.data.total > CATALOGUE_PAGE_SIZE && <Pager page={q.page} total={goods.data.total} limit={CATALOGUE_PAGE_SIZE} onPage={q.setPage} />}
      </section>
    </StorePage>
  );
}

function GoodsCard({ goods: g, type }: { goods: MaterialGoods; type: StoreType }) {
  const t = useT("admin-store");
  const soldOut = g.stock === 0;
  return (
    <Link href={adminPaths.store.goodsInfo({ type, id: g.id })} className={`goods-card${soldOut ? " goods-card--out" : ""}`}>
      <Img className="goods-card__img" src={g.image_url ?? ""} alt="" />
      <span className="goods-card__body">
        <span className="goods-card__name">{g.name}</span>
        <span className="goods-card__price">
          <strong>{formatAmount(g.price)}</strong>
          {g.unit ? <span className="goods-card__unit">/{g.unit}</span> : null}
          {g.original_price && Number(g.original_price) > Number(g.price) ? <s className="goods-card__was">{formatAmount(g.original_price)}</s> : null}
        </span>
        <span className="goods-card__meta">
          {soldOut ? (
            <span className="goods-card__warn">{t("goods.soldOut")}</span>
          ) : g.stock <= LOW_STOCK ? (
            <span className="goods-card__warn">{t("goods.fewLeft", { n: g.stock })}</span>
          ) : (
            t("goods.sales", { n: g.sales })
          )}
        </span>
      </span>
    </Link>
  );
}
