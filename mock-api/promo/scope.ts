/**
 * Where an activity runs and where a coupon offer works (contract activity.ts, manage-coupon.ts):
 * every printer of some shops plus some printers, all of one company. Resolving a request's
 * shop_ids and sns checks each against what the caller may see: a shop or printer of another
 * company is 404, exactly like one that does not exist.
 */
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { seesShop, visibleShop, type Scope } from "../merchant/scope.ts";
import type { RouteContext } from "../route.ts";
import { own } from "../store/own.ts";
import type { PrinterRecord, Store } from "../store/types.ts";
import { P } from "./messages.ts";

export interface Reach {
  companyId: number;
  shopIds: number[];
  sns: string[];
}

/**
 * The company, shops and printers a save names. `company` is the company the record already
 * belongs to, or the caller's own (a merchant's); null lets the shops and printers say it (an
 * admin outside any company). Throws 404 for what the caller may not see, errorCode 1 for a
 * mix of companies or no company at all.
 */
export function resolveReach(
  ctx: Pick<RouteContext, "store" | "lang">,
  scope: Scope,
  input: { shop_ids?: readonly number[] | undefined; sns?: readonly string[] | undefined },
  company: number | null,
): Reach {
  const { store, lang } = ctx;
  const companies = new Set<number>();
  if (company !== null) companies.add(company);
  const shopIds: number[] = [];
  for (const id of input.shop_ids ?? []) {
    const shop = visibleShop(store, scope, id);
    if (shop === undefined) throw new ApiError(404, say(lang, P.shopNotFound));
    companies.add(shop.companyId);
    shopIds.push(shop.id);
  }
  const sns: string[] = [];
  for (const sn of input.sns ?? []) {
    const printer = own(store.printers, sn);
    const shop = printer?.shopId === null || printer === undefined ? undefined : own(store.shops, printer.shopId);
    if (printer === undefined || shop === undefined || !seesShop(scope, shop.id)) throw new ApiError(404, say(lang, P.printerNotFound, { sn }));
    companies.add(shop.companyId);
    sns.push(printer.sn);
  }
  if (companies.size > 1) throw new ApiError(200, say(lang, P.shopsOfOneCompany));
  const [companyId] = [...companies];
  if (companyId === undefined) throw new ApiError(200, say(lang, P.noCompany));
  return { companyId, shopIds, sns };
}

/** Does a reach cover this printer (one of its shops, or one of its printers)? */
export function reaches(shopIds: readonly number[], sns: readonly string[], printer: Pick<PrinterRecord, "sn" | "shopId">): boolean {
  return (printer.shopId !== null && shopIds.includes(printer.shopId)) || sns.includes(printer.sn);
}

/** The names of the shops and printers of a reach, for lists ("杭州万象城店", "万象城 1 号机"). */
export function reachNames(store: Store, shopIds: readonly number[], sns: readonly string[]): { shops: { id: number; name: string }[]; names: string[] } {
  const shops = shopIds.flatMap((id) => {
    const s = own(store.shops, id);
    return s === undefined ? [] : [{ id: s.id, name: s.name }];
  });
  const printers = sns.map((sn) => own(store.printers, sn)?.name ?? sn);
  return { shops, names: [...shops.map((s) => s.name), ...printers] };
}
