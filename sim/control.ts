/**
 * The running sim's control API, on loopback only: how `sim status`, `sim coin`, `sim fault`… reach
 * the fleet of a `sim start` in another terminal. JSON in, JSON out; errors are `{ error }` with a
 * 4xx status.
 *
 * The same access rules as the mock's `/__mock/` (mock-api/control-access.ts), so no web page can
 * drive it: 403 unless the Host names the server by an IP literal or localhost (DNS rebinding) or the
 * caller presents the control token (`X-Sim-Control: <token>` or `?control_token=`); 403 for a
 * request a browser made for another site's page (Sec-Fetch-Site) without the token; 415 for any
 * request but GET/HEAD whose Content-Type is not JSON (what a page can send without a preflight).
 *
 *   GET    /status                      { printers: PrinterRow[], now, transport? }
 *   GET    /transport/trace             send times (epoch ms) of the traced serials' heartbeats (--trace)
 *   GET    /transport                   what the printers sent and the broker delivered, the fan-in
 *                                        cap, the latency histogram, this process's CPU and RSS
 *   POST   /printers/:sn/coin {n}       { sn, coins }
 *   POST   /printers/:sn/fault {kind}   { sn, kind }
 *   POST   /printers/:sn/clear          { sn }
 *   POST   /printers/:sn/set {key: v}   { sn }
 *   POST   /printers {sn}               add a printer of the store to the fleet
 *   DELETE /printers/:sn                take it out
 *   POST   /pay {order_sn}              completes a WeChat payment of a print order or a purchase (weixin-notify.ts)
 *
 * and the QA tools of control-qa.ts (API faults, orders, settings, traffic, replay, snapshots).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import * as z from "zod/mini";
import type { Clock } from "../mock-api/clock.ts";
import { runOp } from "../mock-api/ops.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";
import { fromAnotherSite, hasControlToken, isJsonType, mayControl, mediaType, presentedToken } from "../mock-api/control-access.ts";
import { FleetError, isFleetFaultKind, FLEET_FAULT_KINDS, type Fleet } from "./fleet.ts";
import type { PrinterSettings } from "./printer.ts";
import { PrinterSettingsInput } from "./printer-settings-input.ts";
import type { TransportReport, TransportStats } from "./transport/setup.ts";
import { HttpError, parse, readJson, send } from "./control-http.ts";
import { createQaRoutes, type QaOptions } from "./control-qa.ts";

export interface ControlOptions extends QaOptions {
  fleet: Fleet;
  store: Store;
  clock: Clock;
  persister?: Persister;
  log?: (line: string) => void;
  /** Lets a caller that names the sim by another host use the API (X-Sim-Control or ?control_token=); absent: nobody. */
  controlToken?: string;
  /** sim start's transport (transport/setup.ts): reported in /status and /transport. */
  transport?: { stats(): TransportStats; report(): TransportReport; trace(): Record<string, number[]> };
}

export interface ControlServer {
  readonly server: Server;
  /** Listens on 127.0.0.1 (port 0 = any free port); resolves to the base URL. */
  listen(port: number): Promise<string>;
  close(): Promise<void>;
}

const Coin = z.object({ n: z.number().check(z.int(), z.gte(1), z.lte(1000)) });
const Fault = z.object({ kind: z.string() });
const Pay = z.object({ order_sn: z.string().check(z.minLength(1), z.maxLength(64)) });
const Add = z.object({ sn: z.string().check(z.minLength(1)) });
const Settings = PrinterSettingsInput;

export const SIM_CONTROL_HEADER = "x-sim-control";

const DENIED = "only loopback callers that address the sim by an IP address or localhost, or callers with the control token (X-Sim-Control header or ?control_token=), may use the control API";

/** The access rules of the module comment, before any route runs. */
function checkCaller(req: IncomingMessage, search: string, controlToken: string | undefined): void {
  const caller = { remoteAddress: req.socket.remoteAddress, host: req.headers.host, token: presentedToken(req.headers, search, SIM_CONTROL_HEADER) };
  // Bound to 127.0.0.1 already; mayControl checks the peer again so a changed bind can never open it up.
  if (!mayControl(caller, controlToken)) throw new HttpError(403, DENIED);
  const byToken = hasControlToken(caller, controlToken);
  if (!byToken && fromAnotherSite(req.headers)) throw new HttpError(403, `a web page of another site may not use the control API (Sec-Fetch-Site: ${String(req.headers["sec-fetch-site"])})`);
  const method = req.method ?? "GET";
  if (method !== "GET" && method !== "HEAD" && !isJsonType(req.headers["content-type"])) {
    throw new HttpError(415, `${method} needs Content-Type: application/json, got ${mediaType(req.headers["content-type"]) || "(none)"}`);
  }
}

export function createControlServer(options: ControlOptions): ControlServer {
  const { fleet, store, clock, persister } = options;
  const log = options.log ?? (() => {});
  const qa = createQaRoutes(options);

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    checkCaller(req, query < 0 ? "" : url.slice(query + 1), options.controlToken);
    const path = query < 0 ? url : url.slice(0, query);
    const method = req.method ?? "GET";
    const parts = path.split("/").filter((s) => s !== "").map(decodeURIComponent);

    if (await qa.route(req, res, method, path, parts)) return;
    if (method === "GET" && path === "/status") {
      return send(res, 200, { now: clock.now(), printers: fleet.status(), persist: persister?.health() ?? null, ...(options.transport !== undefined ? { transport: options.transport.stats() } : {}) });
    }
    if (method === "GET" && path === "/transport/trace") {
      if (options.transport === undefined) throw new HttpError(404, "no transport figures in this sim");
      return send(res, 200, { clock: "epoch ms", sends: options.transport.trace() });
    }
    if (method === "GET" && path === "/transport") {
      if (options.transport === undefined) throw new HttpError(404, "no transport figures in this sim");
      return send(res, 200, { now: clock.now(), ...options.transport.report() });
    }
    if (method === "POST" && path === "/pay") {
      const { order_sn } = parse(Pay, await readJson(req));
      const done = runOp("pay", { order_sn }, { store, now: clock.now(), sink: persister, devices: fleet.devices, log });
      if (!done.ok) throw new HttpError(409, done.reason);
      await persister?.durable(); // acknowledged once on disk (mock-api/store/persist.ts)
      return send(res, 200, { order_sn, kind: done.kind, already: done.already, status: done.status });
    }
    if (method === "POST" && path === "/printers") {
      const { sn } = parse(Add, await readJson(req));
      fleet.add(sn);
      return send(res, 200, { sn });
    }
    if (parts[0] === "printers" && parts.length >= 2) {
      const sn = parts[1] ?? "";
      const action = parts[2];
      if (method === "DELETE" && action === undefined) {
        fleet.remove(sn);
        return send(res, 200, { sn });
      }
      if (method === "POST" && action === "coin") {
        const { n } = parse(Coin, await readJson(req));
        return send(res, 200, { sn, coins: fleet.coin(sn, n) });
      }
      if (method === "POST" && action === "fault") {
        const { kind } = parse(Fault, await readJson(req));
        if (!isFleetFaultKind(kind)) throw new HttpError(422, `unknown fault ${JSON.stringify(kind)}; one of ${FLEET_FAULT_KINDS.join(", ")}`);
        fleet.fault(sn, kind);
        return send(res, 200, { sn, kind });
      }
      if (method === "POST" && action === "clear") {
        fleet.clear(sn);
        return send(res, 200, { sn });
      }
      if (method === "POST" && action === "set") {
        const settings = parse(Settings, await readJson(req)) as PrinterSettings;
        const r = fleet.set(sn, settings);
        if (!r.ok) throw new HttpError(422, `${r.field}: ${r.reason}`);
        return send(res, 200, { sn });
      }
    }
    throw new HttpError(404, `no route ${method} ${path}`);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : err instanceof FleetError ? err.status : 500;
      if (status === 500) log(`[sim] control: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      if (!res.headersSent) send(res, status, { error: err instanceof Error ? err.message : String(err) });
      else res.destroy();
    });
  });

  return {
    server,
    listen(port) {
      return new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", () => {
          server.off("error", reject);
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
        });
      });
    },
    close() {
      qa.close();
      return new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
