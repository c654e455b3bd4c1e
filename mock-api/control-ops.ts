/** `/__mock/state` (export/import), `/__mock/journal` and `/__mock/pay`. */
import { ApiError } from "./errors.ts";
import { BASE_HEADERS, sendEnvelope } from "./respond.ts";
import { checkStore } from "./store/check.ts";
import { replaceStoreInPlace, serializeStore } from "./store/persist.ts";
import * as z from "zod/mini";
import { notifyWeixinPaid } from "./weixin-notify.ts";

import { readJson, STATE_BODY_LIMIT_BYTES, type Call } from "./control-call.ts";

export function exportState({ res, deps }: Call): void {
  const bytes = Buffer.from(serializeStore(deps.store), "utf8");
  const stamp = `${new Date(deps.clock.now()).toISOString().slice(0, 19).replace(/:/g, "-")}Z`; // no ":" in file names (Windows)
  res.writeHead(200, {
    ...BASE_HEADERS,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Disposition": `attachment; filename="tanghua-mock-state-${stamp}.json"`,
    "Cache-Control": "no-store",
    "Content-Length": bytes.length,
  });
  res.end(bytes);
}

export async function importState(call: Call): Promise<void> {
  const { deps, res } = call;
  const value = await readJson(call, STATE_BODY_LIMIT_BYTES, 422);
  const checked = checkStore(value);
  if (!checked.ok) throw new ApiError(422, `not a usable mock-api state: ${checked.error}`);
  // Handlers and the router hold this very object: change its contents, never swap it.
  replaceStoreInPlace(deps.store, checked.store);
  deps.log(`[mock-api] state imported (seed ${deps.store.seed}, ${Object.keys(deps.store.users).length} users)`);
  if (deps.persister !== undefined) {
    deps.persister.changed();
    try {
      await deps.persister.flush(); // on disk before the answer says so
    } catch (err) {
      throw new ApiError(500, `imported, but saving it failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  sendEnvelope(res, 200, 0, "ok", {
    version: deps.store.version,
    seed: deps.store.seed,
    users: Object.keys(deps.store.users).length,
    saved: deps.persister !== undefined,
  });
}

export function listJournal({ res, deps, query }: Call): void {
  const { journal } = deps;
  let limit: number | undefined;
  if (query.limit !== undefined) {
    limit = Number(query.limit);
    if (!/^\d+$/.test(query.limit) || limit < 1) throw new ApiError(422, "limit: must be a whole number ≥ 1");
  }
  if (query.path !== undefined && (query.path.length > 200 || !query.path.startsWith("/"))) {
    throw new ApiError(422, "path: must start with / (a glob like /api/order/* is fine)");
  }
  const entries = journal.list({ ...(limit !== undefined ? { limit } : {}), ...(query.path !== undefined ? { path: query.path } : {}) });
  sendEnvelope(res, 200, 0, "ok", { entries, size: journal.size, capacity: journal.capacity });
}

export function clearJournal({ res, deps }: Call): void {
  const cleared = deps.journal.size;
  deps.journal.clear();
  sendEnvelope(res, 200, 0, "ok", { cleared });
}

const PayInput = z.strictObject({ order_sn: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * `POST /__mock/pay {order_sn}`: what WeChat does when the customer scans the Native QR (pay type
 * 61) or confirms a JSAPI payment (10/60): the order becomes paid (a print order's job goes out).
 * The order may be a print order or a shop's purchase (weixin-notify.ts), as with `sim pay`.
 */
export async function completePayment(call: Call): Promise<void> {
  const parsed = PayInput.safeParse(await readJson(call, 4096, 400));
  if (!parsed.success) throw new ApiError(422, "order_sn: required, 1-64 characters");
  const { deps } = call;
  const done = notifyWeixinPaid(deps.store, parsed.data.order_sn, deps.clock.now(), deps.devices, deps.log);
  if (!done.ok) throw new ApiError(409, done.reason);
  deps.persister?.changed();
  deps.log(`[mock-api] WeChat payment completed for ${parsed.data.order_sn}${done.already ? " (already paid)" : ""}`);
  sendEnvelope(call.res, 200, 0, "ok", { order_sn: parsed.data.order_sn, kind: done.kind, already: done.already, status: done.status });
}
