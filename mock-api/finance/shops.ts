/**
 * Shops as the admin area shows and edits them (/api/manage-shop/*). A merchant sees and
 * changes their company's shops; an admin every shop (§6). Another company's shop id is "no
 * such shop" (404), with no data and no change.
 */
import type { Person } from "../../web/contract/http/manage-common.ts";
import type { Shop, ShopData, ShopInfo } from "../../web/contract/http/manage-shop.ts";
import { fromCents } from "../money.ts";
import type { RouteContext } from "../route.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { ShopRecord, Store, UserRecord } from "../store/types.ts";
import { ownAccount } from "./accounts.ts";
import { shopMoneyEntries } from "./ledger.ts";
import { F } from "./messages.ts";
import { hasError, isOnline, printersOf, salesOf } from "./sales.ts";
import { incomeCents } from "./stats.ts";
import { canSeeShop, dayStartOf, isAdmin, maskAccount, maskMobile, monthOf, monthRange, refuse, visibleShop } from "./scope.ts";

export function shopsFor(store: Store, user: UserRecord): ShopRecord[] {
  return Object.values(store.shops).filter((s) => canSeeShop(user, s));
}

/** The owner as admins' lists show them; the mobile masked (§5) for anyone but an admin. */
function ownerOf(store: Store, shop: ShopRecord, viewer: UserRecord): Person | null {
  const u = own(store.users, shop.ownerId);
  if (u === undefined) return null;
  return { id: u.id, nickname: u.nickname, avatar: u.avatar, mobile: isAdmin(viewer) ? u.mobile : maskMobile(u.mobile) };
}

export function toShop(store: Store, shop: ShopRecord, viewer: UserRecord): Shop {
  return {
    id: shop.id,
    name: shop.name,
    logo_url: shop.logo_url,
    address: shop.address,
    contact_name: shop.contact.name,
    contact_phone: shop.contact.phone,
    device_count: printersOf(store, new Set([shop.id])).length,
    status: shop.status,
    owner: ownerOf(store, shop, viewer),
    create_time: shop.create_time,
    suspended: shop.suspended ?? 0,
    suspend_reason: shop.suspend_reason ?? null,
    company: companyOf(store, shop),
  };
}

function companyOf(store: Store, shop: ShopRecord): { id: number; name: string } | null {
  const c = own(store.companies, shop.companyId);
  return c === undefined ? null : { id: c.id, name: c.name };
}

export function toShopInfo(store: Store, shop: ShopRecord, viewer: UserRecord): ShopInfo {
  const account = shop.payout_account_id === null ? undefined : own(store.finance.accounts, shop.payout_account_id);
  return {
    ...toShop(store, shop, viewer),
    contact: { ...shop.contact },
    invoice: shop.invoice === null ? null : invoiceOut(shop.invoice),
    payout_account_id: shop.payout_account_id,
    payout:
      account === undefined
        ? null
        : { id: account.id, bank_name: account.bank_name, bank_account: maskAccount(account.bank_account), account_name: account.account_name },
  };
}

/** §3 invoice info as stored (fields the form left out absent) → as sent (null for those). */
export function invoiceOut(inv: Record<string, string | number>): NonNullable<ShopInfo["invoice"]> {
  const text = (k: string) => (typeof inv[k] === "string" ? inv[k] : null);
  return {
    type: typeof inv["type"] === "number" ? inv["type"] : 1,
    content: text("content"),
    company_name: text("company_name"),
    tax_id: text("tax_id"),
    address: text("address"),
    phone: text("phone"),
    bank_name: text("bank_name"),
    bank_account: text("bank_account"),
    email: text("email"),
    contact: text("contact"),
    contact_phone: text("contact_phone"),
    contact_address: text("contact_address"),
  };
}

export function shopData(store: Store, shop: ShopRecord, nowMs: number): ShopData {
  const ids = new Set([shop.id]);
  const nowS = Math.floor(nowMs / 1000);
  const today = dayStartOf(nowS);
  const month = monthRange(monthOf(nowS)).start;
  const entries = shopMoneyEntries(store, ids);
  const printers = printersOf(store, ids);
  return {
    shop_id: shop.id,
    today_income: fromCents(incomeCents(entries, today)),
    month_income: fromCents(incomeCents(entries, month)),
    total_income: fromCents(incomeCents(entries)),
    today_order_count: salesOf(store, ids, today).length,
    month_order_count: salesOf(store, ids, month).length,
    total_order_count: salesOf(store, ids).length,
    device_count: printers.length,
    device_online_count: printers.filter((p) => isOnline(p, nowMs)).length,
    device_error_count: printers.filter(hasError).length,
    goods_count: Object.values(store.goods).filter((g) => g.shopId === shop.id && !g.deleted).length,
  };
}

export interface ShopFields {
  id?: number | undefined;
  name: string;
  address: string;
  logo_url?: string | undefined;
  contact: { name: string; phone: string; address: string };
  invoice?: Record<string, string | number | undefined> | null | undefined;
  payout_account_id?: number | undefined;
  status?: 0 | 1 | undefined;
}

/**
 * Creates (no id: in the caller's company, owned by the caller) or updates a shop. Every check
 * comes before the first write: the shop is the caller's to change, the payout account is one
 * of the caller's own, the name is not another shop's of the same company.
 */
export function saveShop(ctx: Pick<RouteContext, "lang" | "store">, user: UserRecord, input: ShopFields, nowS: number): ShopRecord {
  const { store } = ctx;
  const existing = input.id === undefined ? undefined : visibleShop(ctx, user, input.id);
  const companyId = existing?.companyId ?? user.companyId;
  if (companyId === null) throw refuse(ctx, F.shopNoCompany);
  if (input.payout_account_id !== undefined) {
    try {
      ownAccount(ctx, user.id, input.payout_account_id);
    } catch {
      throw refuse(ctx, F.payoutNotFound);
    }
  }
  const clash = Object.values(store.shops).find((s) => s.companyId === companyId && s.name === input.name && s.id !== existing?.id);
  if (clash !== undefined) throw refuse(ctx, F.shopDuplicateName, { name: input.name });

  const invoice =
    input.invoice === undefined
      ? (existing?.invoice ?? null) // omitted: as it was
      : input.invoice === null
        ? null // null: cleared
        : Object.fromEntries(Object.entries(input.invoice).filter((e): e is [string, string | number] => e[1] !== undefined));
  const id = existing?.id ?? nextShopId(store);
  const shop: ShopRecord = {
    id,
    companyId,
    ownerId: existing?.ownerId ?? user.id,
    name: input.name,
    address: input.address,
    logo_url: input.logo_url ?? existing?.logo_url ?? own(store.companies, companyId)?.logo_url ?? "/mock/logo.svg",
    contact: { ...input.contact },
    invoice,
    payout_account_id: input.payout_account_id ?? existing?.payout_account_id ?? null,
    status: input.status ?? existing?.status ?? 1,
    create_time: existing?.create_time ?? nowS,
  };
  // Fields other domains may have added to the record stay as they were.
  store.shops[String(id)] = existing === undefined ? shop : Object.assign(existing, shop);
  return shop;
}

/** `allocId`, skipping ids a seed may have taken without the counter. */
function nextShopId(store: Store): number {
  for (;;) {
    const id = allocId(store, "shop");
    if (own(store.shops, id) === undefined) return id;
  }
}
