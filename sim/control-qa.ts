/**
 * The control API's QA tools (control.ts mounts them), on the same loopback-only server:
 *
 *   GET    /info                        { now, speed, heartbeatMs, app, mqtt, ws, serials, settings }
 *   GET    /orders/:order_sn            the order as the API and its printer see it (order-view.ts)
 *   POST   /settings {orderExpiryMs}    the mock API's live settings (a scenario's short expiry)
 *   GET    /api-faults                  the mock API's HTTP fault rules (`sim fault api list`)
 *   POST   /api-faults {rule}           add one (mock-api/faults/rules.ts: path, method, action, times, token, id)
 *   DELETE /api-faults[/:id]            remove all, or one
 *   GET    /traffic[?sn=A,B]            NDJSON stream of what the printers publish, until the caller leaves
 *   POST   /inject {messages, hold, release}  publish recorded messages (`sim replay`); hold: serials whose
 *                                       live printer stays silent meanwhile (a lease of 5 s, renewed by each call)
 *   GET    /snapshot                    the fleet's whole state and the API's (fleet-snapshot.ts, api-state.ts)
 *   PUT    /snapshot                    replace the printers (and the API state, version 3) with a snapshot's
 *   POST   /reset                       back to the seeded state: API store, fresh printers, no faults (reset.ts)
 *
 * and what `sim scenario` needs to run many times against one sim (issue 13 item 10):
 *
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
import { createMemoryBlobs, type BlobStore } from "../mock-api/store/blobs.ts";
import { tokenKey } from "../mock-api/store/token-key.ts";
import type { MockSettings } from "../mock-api/devices.ts";
import { describeRule, FaultRuleError, isFaultEngine, maskToken, type FaultEngine, type FaultRule, type Faults } from "../mock-api/faults/index.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";
import { fromHex } from "../web/contract/device/heartbeat.ts";
import { commandTopic, heartbeatTopic, isValidSn, jobTopic, parseTopic } from "../web/contract/device/topics.ts";
import { PRINTER_OFFLINE_MS } from "../web/contract/constants.ts";
import { NO_REFUND, PRINT_ORDER_STATUS, REFUND_STATUS } from "../web/contract/http/order.ts";
import { HttpError, parse, readJson, send } from "./control-http.ts";
import { FleetError, type Fleet } from "./fleet.ts";
import { parseSnapshot } from "./fleet-snapshot.ts";
import { orderView } from "./order-view.ts";
import { apiFiles, checkApiState, exportApiState, importApiState, StateImportError } from "./api-state.ts";
import type { ResetSummary } from "./reset.ts";

export interface SimUrls {
  /** The web app and /api, e.g. http://127.0.0.1:8080. */
  app: string;
  /** MQTT over TCP, or null without a TCP listener. */
  mqtt: string | null;
  /** MQTT over WebSocket on the app's origin. */
  ws: string;
}

export interface QaOptions {
  /** The mock API's kept files (createMockApi().blobs): a snapshot carries them; default: none kept yet. */
  blobs?: BlobStore;
  /** The mock API's fault engine (`sim fault api`); without it those routes answer 501. */
  faults?: Faults;
  /** The mock API's live settings object (createMockApi().settings). */
  settings?: MockSettings;
  /** Where this sim listens: `sim scenario` and `sim record` find the app and the broker here. */
  urls?: SimUrls;
  /** `sim reset` (reset.ts): back to the seeded state; without it POST /reset answers 501. */
  reset?: () => Promise<ResetSummary>;
}

interface QaDeps extends QaOptions {
  fleet: Fleet;
  store: Store;
  /** `set` (a SimClock's): a snapshot with its API state sets the virtual time to the ticket's. */
  clock: Clock & { readonly speed?: number; set?(virtualMs: number): void };
  persister?: Persister;
  log?: (line: string) => void;
}

/** Print order statuses by name (web/contract/http/order.ts), as scenarios write them. */
export const ORDER_STATUS_NAMES = {
  unpaid: PRINT_ORDER_STATUS.UNPAID,
  paid: PRINT_ORDER_STATUS.PAID,
  printing: PRINT_ORDER_STATUS.PRINTING,
  "print-failed": PRINT_ORDER_STATUS.PRINT_FAILED,
  refunded: PRINT_ORDER_STATUS.REFUNDED,
  closed: PRINT_ORDER_STATUS.CLOSED,
  completed: PRINT_ORDER_STATUS.COMPLETED,
} as const;
export type OrderStatusName = keyof typeof ORDER_STATUS_NAMES;
export const ORDER_STATUS_NAME_LIST = Object.keys(ORDER_STATUS_NAMES) as OrderStatusName[];

export function orderStatusName(status: number): string {
  return ORDER_STATUS_NAME_LIST.find((k) => ORDER_STATUS_NAMES[k] === status) ?? String(status);
}

/** Refund statuses by name (web/contract/http/order.ts REFUND_STATUS), as scenarios write them. */
export const REFUND_STATUS_NAMES = {
  none: NO_REFUND,
  applying: REFUND_STATUS.APPLYING,
  approved: REFUND_STATUS.APPROVED,
  refunded: REFUND_STATUS.REFUNDED,
  rejected: REFUND_STATUS.REJECTED,
} as const;
export type RefundStatusName = keyof typeof REFUND_STATUS_NAMES;
export const REFUND_STATUS_NAME_LIST = Object.keys(REFUND_STATUS_NAMES) as RefundStatusName[];

export function refundStatusName(status: number): string {
  return REFUND_STATUS_NAME_LIST.find((k) => REFUND_STATUS_NAMES[k] === status) ?? String(status);
}

const SEED_ROLES = Object.keys(SEED_USERS) as SeedRole[];
const SessionInput = z.strictObject({ user: z.enum(SEED_ROLES as [SeedRole, ...SeedRole[]]) });
const EndSessionInput = z.strictObject({ access_token: z.string().check(z.minLength(1), z.maxLength(512)) });

const HOLD_LEASE_MS = 5000; // real ms: a replayed printer comes back to life this long after the replay's last call
const INJECT_LIMIT = 4 * 1024 * 1024; // bytes per /inject batch
const SNAPSHOT_LIMIT = 256 * 1024 * 1024; // bytes: ~10,000 printers at ~1.5 KB each, and the API's kept files (base64: a user's 50 MiB is ~67 MB)
const TRAFFIC_BACKLOG = 16 * 1024 * 1024; // bytes: a /traffic reader this far behind is cut off, not buffered forever

const SettingsInput = z.strictObject({
  // ≥ 1 s: an order must be payable at all; ≤ 1 day.
  orderExpiryMs: z.optional(z.number().check(z.int(), z.gte(1000), z.lte(86_400_000))),
});

const InjectInput = z.strictObject({
  messages: z.array(
    z.strictObject({
      sn: z.string().check(z.refine(isValidSn, "not a printer serial")),
      kind: z.enum(["heartbeat", "command", "job"]),
      hex: z.optional(z.string()),
      text: z.optional(z.string()),
    }),
  ),
  /** Serials whose live model stays silent for the next HOLD_LEASE_MS (the replay plays them). */
  hold: z.optional(z.array(z.string())),
  /** Serials to hand back to their live model now (the replay ended). */
  release: z.optional(z.array(z.string())),
});

const TOPIC_OF = { heartbeat: heartbeatTopic, command: commandTopic, job: jobTopic } as const;

export interface QaRoutes {
  /** Answers the request when it is one of these routes; false otherwise. */
  route(req: IncomingMessage, res: ServerResponse, method: string, path: string, parts: string[]): Promise<boolean>;
  close(): void;
}

export function createQaRoutes(deps: QaDeps): QaRoutes {
  const { fleet, store, clock } = deps;
  const blobs = deps.blobs ?? createMemoryBlobs();
  const log = deps.log ?? (() => {});
  const leases = new Map<string, NodeJS.Timeout>();
  const streams = new Set<ServerResponse>();

  function engine(): FaultEngine {
    if (deps.faults === undefined || !isFaultEngine(deps.faults)) throw new HttpError(501, "this sim was started without the mock API's fault engine");
    return deps.faults;
  }

  const ruleView = (rule: FaultRule) => ({ ...rule, ...(rule.token !== undefined ? { token: maskToken(rule.token) } : {}), description: describeRule(rule) });

  function release(sn: string): void {
    clearTimeout(leases.get(sn));
    leases.delete(sn);
    try {
      fleet.hold(sn, false);
    } catch (err) {
      if (!(err instanceof FleetError)) throw err; // removed from the fleet meanwhile: nothing to give back
    }
  }

  function holdFor(sn: string): void {
    if (!fleet.serials().includes(sn)) return; // not simulated here: the replay is its only voice anyway
    clearTimeout(leases.get(sn));
    fleet.hold(sn, true);
    const timer = setTimeout(() => release(sn), HOLD_LEASE_MS);
    timer.unref();
    leases.set(sn, timer);
  }

  function traffic(req: IncomingMessage, res: ServerResponse): void {
    const only = new URLSearchParams((req.url ?? "").split("?")[1] ?? "").get("sn");
    const serials = only === null || only === "" ? null : new Set(only.split(","));
    const t0 = performance.now();
    res.writeHead(200, { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" });
    // The first line says when (virtual ms) and how fast, so a recording can be read without the sim.
    res.write(`${JSON.stringify({ type: "start", vt: clock.now(), speed: clock.speed ?? 1, serials: fleet.serials() })}\n`);
    streams.add(res);
    const stop = fleet.tap((topic, payload, vt) => {
      const where = parseTopic(topic);
      if (where === null || (serials !== null && !serials.has(where.sn))) return;
      const body = typeof payload === "string" ? { text: payload } : { hex: Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength).toString("hex") };
      res.write(`${JSON.stringify({ t: Math.round((performance.now() - t0) * 1000) / 1000, vt, sn: where.sn, kind: where.kind, ...body })}\n`);
      if (res.writableLength > TRAFFIC_BACKLOG) {
        log(`[sim] /traffic reader ${TRAFFIC_BACKLOG} bytes behind: cut off`);
        res.destroy();
      }
    });
    const end = () => {
      stop();
      streams.delete(res);
    };
    res.once("close", end);
  }

  async function inject(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const input = parse(InjectInput, await readJson(req, INJECT_LIMIT));
    const payloads = input.messages.map((m, i) => {
      if ((m.hex === undefined) === (m.text === undefined)) throw new HttpError(422, `messages.${i}: give exactly one of hex or text`);
      if (m.hex === undefined) return { topic: TOPIC_OF[m.kind](m.sn), payload: m.text ?? "" };
      const bytes = fromHex(m.hex);
      if (bytes === null) throw new HttpError(422, `messages.${i}.hex: not hex`);
      return { topic: TOPIC_OF[m.kind](m.sn), payload: bytes };
    });
    for (const sn of input.hold ?? []) holdFor(sn);
    for (const { topic, payload } of payloads) fleet.inject(topic, payload);
    for (const sn of input.release ?? []) release(sn);
    send(res, 200, { published: payloads.length, held: [...leases.keys()] });
  }

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

  /**
   * PUT /snapshot: everything is checked first (the file's shape and values, the API state as an
   * import is, the printers against the store they will live in), so a refusal changes nothing. A
   * version 3 file with `api` replaces the API's state too and sets the virtual clock to the
   * ticket's moment, so orders expire, tokens last and printers were last heard exactly as then;
   * an older one (or one without `api`) replaces the printers only, rebased onto the running clock.
   */
  async function loadSnapshot(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const checked = parseSnapshot(await readJson(req, SNAPSHOT_LIMIT));
    if (!checked.ok) throw new HttpError(422, `not a sim snapshot: ${checked.error}`);
    const snap = checked.snapshot;
    let api: Store | null = null;
    let files: Buffer[] = [];
    if (snap.api !== undefined) {
      const state = checkApiState(snap.api, blobs); // a state from before issue 12: its inline files are kept now
      if (!state.ok) throw new HttpError(422, `not a sim snapshot: api.${state.error}`);
      api = state.store;
      const kept = apiFiles(snap.api_files);
      if (!kept.ok) throw new HttpError(422, `not a sim snapshot: ${kept.error}`);
      files = kept.files;
    }
    const home = api ?? store;
    const missing = snap.printers.map((p) => p.model.sn).filter((sn) => home.printers[sn] === undefined);
    if (missing.length > 0) throw new HttpError(422, `the snapshot's printers ${missing.join(", ")} are not in ${api === null ? "this sim's store" : "its own API state"}: nothing loaded`);
    const warnings = snap.seed === fleet.seed ? [] : [`the snapshot comes from a sim started with --seed ${snap.seed}, this one runs --seed ${fleet.seed}: its printers' noise and what a reset brings back differ`];
    const note = api !== null
      ? "printers and API state (orders, users, coins…) loaded; the virtual clock is set to the snapshot's"
      : `printers only: ${snap.version < 3 ? `a version ${snap.version} snapshot has` : "this file has"} no API state, so the API's orders, users and coins are unchanged`;

    for (const sn of [...leases.keys()]) release(sn);
    if (api !== null) {
      try {
        await importApiState(store, snap.api, files, { blobs, persister: deps.persister, now: clock.now(), log });
      } catch (err) {
        // A file the state names that neither the snapshot nor this sim keeps: nothing was changed.
        if (err instanceof StateImportError) throw new HttpError(422, `not a sim snapshot: api: ${err.message}`);
        throw err;
      }
      deps.clock.set?.(snap.clock);
    }
    fleet.restore(snap);
    log(`[sim] snapshot loaded: ${snap.printers.length} printers${api !== null ? " and the API state" : ""}`);
    for (const w of warnings) log(`[sim] snapshot: ${w}`);
    // Taken again at once (same event-loop turn, no tick between): what the fleet now holds.
    send(res, 200, { printers: snap.printers.length, api: api !== null, version: snap.version, note, warnings, snapshot: fleet.snapshot() });
  }

  async function route(req: IncomingMessage, res: ServerResponse, method: string, path: string, parts: string[]): Promise<boolean> {
    if (method === "GET" && path === "/info") {
      send(res, 200, { now: clock.now(), speed: clock.speed ?? 1, ...deps.urls, serials: fleet.serials(), settings: deps.settings ?? null });
    } else if (method === "GET" && parts[0] === "orders" && parts.length === 2) {
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
    } else if (method === "POST" && path === "/settings") {
      if (deps.settings === undefined) throw new HttpError(501, "this sim was started without the mock API's settings");
      const input = parse(SettingsInput, await readJson(req));
      if (input.orderExpiryMs !== undefined) deps.settings.orderExpiryMs = input.orderExpiryMs;
      send(res, 200, { settings: deps.settings });
    } else if (parts[0] === "api-faults" && parts.length <= 2) {
      const id = parts[1];
      if (method === "GET" && id === undefined) send(res, 200, { rules: engine().list().map(ruleView) });
      else if (method === "DELETE" && id === undefined) send(res, 200, { removed: engine().clear() });
      else if (method === "DELETE") {
        if (!engine().remove(id ?? "")) throw new HttpError(404, `no API fault rule ${id ?? ""}`);
        send(res, 200, { removed: 1 });
      } else if (method === "POST" && id === undefined) {
        let rule: FaultRule;
        try {
          rule = engine().add(await readJson(req));
        } catch (err) {
          if (err instanceof FaultRuleError) throw new HttpError(422, err.message);
          throw err;
        }
        log(`[sim] API fault ${rule.id}: ${describeRule(rule)}`);
        send(res, 200, ruleView(rule));
      } else throw new HttpError(405, `${method} ${path}: GET, POST or DELETE`);
    } else if (method === "GET" && path === "/traffic") {
      traffic(req, res);
    } else if (method === "POST" && path === "/inject") {
      await inject(req, res);
    } else if (method === "GET" && path === "/snapshot") {
      // One turn: the printers and the API's state of the same moment (issue 13: a ticket is one file).
      const printers = fleet.snapshot();
      send(res, 200, { ...printers, ...(await exportApiState(store, blobs)) }); // the state is taken in this turn; its files read after

    } else if (method === "PUT" && path === "/snapshot") {
      await loadSnapshot(req, res);
    } else if (method === "POST" && path === "/reset") {
      if (deps.reset === undefined) throw new HttpError(501, "this sim cannot reset itself (it was not started by `sim start`)");
      for (const sn of [...leases.keys()]) release(sn);
      send(res, 200, await deps.reset());
    } else {
      return false;
    }
    return true;
  }

  return {
    route,
    close() {
      for (const timer of leases.values()) clearTimeout(timer);
      leases.clear();
      for (const res of streams) res.end();
      streams.clear();
    },
  };
}
