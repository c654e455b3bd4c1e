/** Shared steps of the manage-device tests: who is who, calls as a user, the seeded printers. */
import assert from "node:assert/strict";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { WORLD } from "../../mock-api/seed/world-ids.ts";
import type { PrinterRecord, Store } from "../../mock-api/store/types.ts";
import type { DeviceInfo, DeviceRow } from "../../web/contract/http/manage-device.ts";
import { company2Merchant, ok, tokenFor } from "./finance-fixtures.ts";
import type { Answer, Harness } from "./harness.ts";

export { ok, refused, snapshot, tokenFor } from "./finance-fixtures.ts";

export const D = "/api/manage-device";
export const OWNER = SEED_USERS.printerManager; // u5: owns company 1, manages SIM-0001
export { WORLD };

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}
export type DevicePage = Page<DeviceRow> & { counts: Record<"all" | "online" | "offline" | "error" | "unbound", number> };

/** Tokens of the roles the tests use, straight from the store. */
export function people(h: Harness) {
  return {
    owner: tokenFor(h, OWNER.id),
    operator: tokenFor(h, SEED_USERS.admin.id), // u3: level 3, a member of company 1, manages nothing
    superAdmin: tokenFor(h, SEED_USERS.superAdmin.id),
    privileged: tokenFor(h, SEED_USERS.privileged.id), // u2: level 1, an admin of no company
    customer: tokenFor(h, SEED_USERS.customer.id),
    company2: tokenFor(h, company2Merchant(h).id),
  };
}

/** GET with a query object. */
export function get(h: Harness, path: string, token: string, query: Record<string, string | number> = {}, lang?: string): Promise<Answer> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return h.call("GET", `${path}${qs === "" ? "" : `?${qs}`}`, { token, ...(lang === undefined ? {} : { headers: { language: lang } }) });
}

export function post(h: Harness, path: string, token: string, body: unknown): Promise<Answer> {
  return h.call("POST", path, { token, body });
}

export async function list(h: Harness, token: string, query: Record<string, string | number> = {}): Promise<DevicePage> {
  return ok<DevicePage>(await get(h, `${D}/list`, token, query));
}

export async function info(h: Harness, token: string, query: Record<string, string | number>): Promise<DeviceInfo> {
  return ok<DeviceInfo>(await get(h, `${D}/info`, token, query));
}

export function printer(store: Store, sn: string): PrinterRecord {
  const p = store.printers[sn];
  assert.ok(p, `printer ${sn}`);
  return p;
}

/** The whole state but the sessions (a call's own token handling is not the point). */
export function state(h: Harness): string {
  const o = JSON.parse(JSON.stringify(h.api.store)) as Record<string, unknown>;
  delete o["tokens"];
  return JSON.stringify(o);
}
