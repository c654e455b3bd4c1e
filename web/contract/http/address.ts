/**
 * A user's shipping addresses (§1 "keep addresses"; §3 addresses: fields not shown; §7 gives no
 * paths). Chosen: GET /api/user/address-list, /address-info; POST /api/user/address-save (create
 * when no id, update otherwise), /address-delete, under /api/user like the rest of the account.
 * The region is three ids of default/district (province, city, district), checked to form a
 * chain; the names are the server's, so a client cannot store a region that does not exist.
 */
import * as z from "zod/mini";
import { endpoint } from "./endpoint.ts";
import { Flag, Id, line, Mobile, NoInput, Nothing, QueryId, Time } from "./common.ts";
import { ChineseName } from "./manage-common.ts";

/** A user keeps at most this many addresses (like the usual shopping apps). */
export const ADDRESS_LIMIT = 20;

export const Address = z.looseObject({
  id: Id,
  /** The consignee (§5 Chinese-name check on input). */
  name: z.string(),
  mobile: z.string(),
  province_id: Id,
  city_id: Id,
  district_id: Id,
  province: z.string(),
  city: z.string(),
  district: z.string(),
  /** Street, building, room. */
  detail: z.string(),
  is_default: Flag,
  create_time: Time,
});
export type Address = z.infer<typeof Address>;

export const AddressInput = z.strictObject({
  id: z.optional(Id),
  name: ChineseName,
  mobile: Mobile,
  province_id: Id,
  city_id: Id,
  district_id: Id,
  detail: line(120),
  is_default: z.optional(Flag),
});
export type AddressInput = z.infer<typeof AddressInput>;

export const addressList = endpoint({
  method: "GET",
  path: "/api/user/address-list",
  access: "user",
  input: NoInput,
  output: z.looseObject({ list: z.array(Address) }),
  summary: "The caller's addresses, the default first",
});

export const addressInfo = endpoint({
  method: "GET",
  path: "/api/user/address-info",
  access: "user",
  input: z.strictObject({ id: QueryId }),
  output: Address,
  summary: "One of the caller's addresses",
});

export const addressSave = endpoint({
  method: "POST",
  path: "/api/user/address-save",
  access: "user",
  input: AddressInput,
  output: Address,
  summary: "Create (no id) or update one of the caller's addresses",
});

export const addressDelete = endpoint({
  method: "POST",
  path: "/api/user/address-delete",
  access: "user",
  input: z.strictObject({ id: Id }),
  output: Nothing,
  summary: "Delete one of the caller's addresses",
});

export const addressEndpoints = [addressList, addressInfo, addressSave, addressDelete] as const;
