/**
 * The control API's routes on the backend's records (control-qa.ts mounts them): what `sim order`
 * reads, and what `sim scenario` needs to run many times against one sim (issue 13 item 10):
 *
 *   GET    /orders/:order_sn            the order as the API and its printer see it (order-view.ts)
 *   POST   /sessions {user}             { access_token, user_id, user }: a session for a seeded user
 *                                       (mock-api/seed/users.ts role), without send-code and its
 *                                       60 s limit; DELETE /sessions {access_token} ends it
 *   GET    /printers/:sn/record         { sn, coins, online, last_seen }: the printer as the backend
 *                                       holds it (coins: what pay type 70 spends at the machine)
 *   DELETE /jobs/:order_sn              withdraws a paid order's job: the printer cancels it (running)
 *                                       or drops it (queued), and the order, if still paid or printing,
 *                                       becomes print-failed ("cancelled"), so it is never sent again
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import * as z from "zod/mini";
import type { Clock } from "../mock-api/clock.ts";
import { effectiveStatus, findOrderBySn } from "../mock-api/commerce/orders.ts";
import { SEED_USERS, type SeedRole } from "../mock-api/seed/users.ts";
import { runOp } from "../mock-api/ops.ts";
import { tokenKey } from "../mock-api/store/token-key.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";
import { PRINTER_OFFLINE_MS } from "../web/contract/constants.ts";
import { PRINT_ORDER_STATUS } from "../web/contract/http/order.ts";
import { HttpError, parse, readJson, send } from "./control-http.ts";
import type { Fleet } from "./fleet.ts";
import { orderView } from "./order-view.ts";
import { orderStatusName, refundStatusName } from "./order-status-names.ts";

export interface ScenarioRouteDeps {
  fleet: Fleet;
  store: Store;
  clock: Clock;
  persister?: Persister;
  log: (line: string) => void;
}

const SEED_ROLES = Object.keys(SEED_USERS) as SeedRole[];
const SessionInput = z.strictObject({ user: z.enum(SEED_ROLES as [SeedRole, ...SeedRole[]]) });
const EndSessionInput = z.strictObject({ access_token: z.string().check(z.minLength(1), z.maxLength(512)) });

export function createScenarioRoutes(deps: ScenarioRouteDeps) {
  const { fleet, store, clock, log } = deps;

  /**
   * POST: a session for a seeded user, as a login would make it; DELETE: ends one (a logout). Both
   * are in the write-ahead log (ops.ts: the token's key only) and on disk before the answer.
   */
  async function sessions(method: string, body: unknown, res: ServerResponse): Promise<void> {
    if (method === "DELETE") {
      const { access_token } = parse(EndSessionInput, body);
      runOp("session.revoke", { key: tokenKey(access_token) }, { store, now: clock.now(), sink: deps.persister, changedIf: (r: boolean) => r });
      await deps.persister?.durable();
      return send(res, 200, { revoked: true });
    }
    const { user: role } = parse(SessionInput, body);
    const user = store.users[String(SEED_USERS[role].id)];
    if (user === undefined) throw new HttpError(404, `the seeded ${role} (user ${SEED_USERS[role].id}) is not in this sim's store`);
    const { token, expiresInS } = runOp("session.issue", { userId: user.id }, { store, now: clock.now(), sink: deps.persister });
    await deps.persister?.durable();
    log(`[sim] control: a session for ${role} (user ${user.id})`);
    send(res, 200, { access_token: token, expires_in: expiresInS, user_id: user.id, user: role });
  }

  /** DELETE /jobs/:order_sn (see the module comment). */
  async function withdrawJob(orderSn: string): Promise<{ order_sn: string; printer: boolean; status_name: string }> {
    const order = findOrderBySn(store, orderSn);
    if (order === undefined) throw new HttpError(404, `no order ${orderSn}`);
    const printer = fleet.serials().includes(order.sn) ? fleet.cancel(order.sn, order.order_sn) : false;
    const now = clock.now();
    const status = effectiveStatus(order, now);
    // Lost on the way (the printer was away) or reported over a broker not yet heard: the backend
    // records the cancellation itself, so redeliverJobs never sends it again.
    if (status === PRINT_ORDER_STATUS.PAID || status === PRINT_ORDER_STATUS.PRINTING) {
      runOp("device.command", { sn: order.sn, ts: now, order_sn: order.order_sn, print_status_info: "cancelled", print_status_message: "已取消" }, { store, now, sink: deps.persister });
      await deps.persister?.durable(); // in the write-ahead log (ops.ts), on disk before the answer
    }
    return { order_sn: order.order_sn, printer, status_name: orderStatusName(effectiveStatus(order, now)) };
  }

  /** Answers the request when it is one of these routes; false otherwise. */
  async function route(req: IncomingMessage, res: ServerResponse, method: string, _path: string, parts: string[]): Promise<boolean> {
    if (method === "GET" && parts[0] === "orders" && parts.length === 2) {
      const order = findOrderBySn(store, parts[1] ?? "");
      if (order === undefined) throw new HttpError(404, `no order ${parts[1] ?? ""}`);
      // `sim order` and the scenarios' order and refund expectations read this one view.
      send(res, 200, {
        ...orderView(store, fleet, order, clock.now(), orderStatusName),
        id: order.id, user_id: order.userId, refund_status: order.refund_status, refund_status_name: refundStatusName(order.refund_status),
      });
    } else if (parts[0] === "sessions" && parts.length === 1 && (method === "POST" || method === "DELETE")) {
      await sessions(method, await readJson(req), res);
    } else if (method === "GET" && parts[0] === "printers" && parts.length === 3 && parts[2] === "record") {
      const record = store.printers[parts[1] ?? ""];
      if (record === undefined || !Object.hasOwn(store.printers, parts[1] ?? "")) throw new HttpError(404, `no printer ${parts[1] ?? ""} in the store`);
      const seen = record.last_seen ?? null;
      send(res, 200, { sn: record.sn, coins: record.coins, online: seen !== null && clock.now() - seen <= PRINTER_OFFLINE_MS, last_seen: seen });
    } else if (method === "DELETE" && parts[0] === "jobs" && parts.length === 2) {
      send(res, 200, await withdrawJob(parts[1] ?? ""));
    } else {
      return false;
    }
    return true;
  }

  return { route };
}
