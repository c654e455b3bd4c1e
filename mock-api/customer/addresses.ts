/**
 * Shipping addresses: the caller's own only (§6: another user's id is "not found", no data, no
 * change), at most ADDRESS_LIMIT, exactly one default while any exist, and a region that is a
 * real province → city → district chain of the district tree.
 */
import { ADDRESS_LIMIT, type Address, type AddressInput } from "../../web/contract/http/address.ts";
import { ApiError } from "../errors.ts";
import { districtById } from "../finance/districts.ts";
import { say, type Bilingual } from "../messages.ts";
import { unixSeconds } from "../money.ts";
import type { AddressRecord } from "../store/customer.ts";
import { allocId } from "../store/ids.ts";
import { own } from "../store/own.ts";
import type { Store, UserRecord } from "../store/types.ts";
import type { Language } from "../../web/contract/constants.ts";

const M = {
  notFound: { "zh-CN": "地址不存在", en: "No such address" },
  badRegion: { "zh-CN": "所选地区无效，请重新选择省、市、区", en: "The region is not valid; choose the province, city and district again" },
  tooMany: { "zh-CN": "最多保存 {n} 个地址", en: "You can keep at most {n} addresses" },
} as const satisfies Record<string, Bilingual>;

function mine(store: Store, user: UserRecord): AddressRecord[] {
  return Object.values(store.customer.addresses).filter((a) => a.userId === user.id);
}

export function toAddress(a: AddressRecord): Address {
  return {
    id: a.id,
    name: a.name,
    mobile: a.mobile,
    province_id: a.province_id,
    city_id: a.city_id,
    district_id: a.district_id,
    province: districtById(a.province_id)?.name ?? "",
    city: districtById(a.city_id)?.name ?? "",
    district: districtById(a.district_id)?.name ?? "",
    detail: a.detail,
    is_default: a.is_default,
    create_time: a.create_time,
  };
}

export function listAddresses(store: Store, user: UserRecord): Address[] {
  return mine(store, user)
    .sort((a, b) => b.is_default - a.is_default || b.id - a.id)
    .map(toAddress);
}

export function requireAddress(store: Store, user: UserRecord, id: number, lang: Language): AddressRecord {
  const a = own(store.customer.addresses, id);
  if (a === undefined || a.userId !== user.id) throw new ApiError(200, say(lang, M.notFound));
  return a;
}

/** The three ids form province (level 1) → city (2) → district (3). */
export function regionIsChain(province: number, city: number, district: number): boolean {
  const p = districtById(province);
  const c = districtById(city);
  const d = districtById(district);
  return p?.level === 1 && c?.level === 2 && d?.level === 3 && c.parent_id === p.id && d.parent_id === c.id;
}

/** Creates or updates; every check before the first write. */
export function saveAddress(store: Store, user: UserRecord, input: AddressInput, nowMs: number, lang: Language): Address {
  const existing = input.id === undefined ? undefined : requireAddress(store, user, input.id, lang);
  if (!regionIsChain(input.province_id, input.city_id, input.district_id)) throw new ApiError(200, say(lang, M.badRegion));
  const others = mine(store, user).filter((a) => a.id !== existing?.id);
  if (existing === undefined && others.length >= ADDRESS_LIMIT) throw new ApiError(200, say(lang, M.tooMany, { n: ADDRESS_LIMIT }));
  // The first address is the default; asking for default moves it here.
  const makeDefault = input.is_default === 1 || others.length === 0 || (existing?.is_default === 1 && input.is_default !== 0);
  const hasOtherDefault = others.some((a) => a.is_default === 1);
  if (makeDefault) for (const a of others) a.is_default = 0;
  const record: AddressRecord = {
    id: existing?.id ?? allocId(store, "address"),
    userId: user.id,
    name: input.name,
    mobile: input.mobile,
    province_id: input.province_id,
    city_id: input.city_id,
    district_id: input.district_id,
    detail: input.detail,
    is_default: makeDefault || !hasOtherDefault ? 1 : 0,
    create_time: existing?.create_time ?? unixSeconds(nowMs),
  };
  store.customer.addresses[String(record.id)] = record;
  return toAddress(record);
}

/** Deletes; when the default goes, the newest remaining address becomes the default. */
export function deleteAddress(store: Store, user: UserRecord, id: number, lang: Language): void {
  const a = requireAddress(store, user, id, lang);
  delete store.customer.addresses[String(a.id)];
  if (a.is_default !== 1) return;
  const next = mine(store, user).sort((x, y) => y.id - x.id)[0];
  if (next !== undefined) next.is_default = 1;
}
