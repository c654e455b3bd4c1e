/**
 * The mock API: a stateful stand-in for the production backend (§7) that also serves the
 * built web app. A factory with injected dependencies and no ports of its own; only main.ts
 * reads argv and env (CONVENTIONS 7).
 *
 *   /api/...     the §7 calls (router.ts, handlers/)
 *   /__mock/...  the control plane: state export/import, faults, journal, login codes
 *                (control.ts; loopback callers or the control token)
 *   /mock/...    generated pictures the seed data points at (mock-assets.ts), uploads, exports, signed PDFs
 *   /mock-wechat/, /mock-esign/   stand-ins for WeChat's and the e-sign provider's pages
 *   anything else: the web app from staticDir (static.ts)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { ENDPOINTS } from "../web/contract/http/index.ts";
import { DEFAULT_SETTINGS, noDevices, type DevicePort, type MockSettings } from "./devices.ts";
import { systemClock, type Clock } from "./clock.ts";
import { serveControl } from "./control.ts";
import { createFaults, type Faults } from "./faults/index.ts";
import { financeAsset } from "./finance/assets.ts";
import { downloadAsset } from "./merchant/download-asset.ts";
import { ROUTES } from "./handlers/index.ts";
import { createJournal, type Journal } from "./journal.ts";
import { serveMockAsset } from "./mock-assets.ts";
import { printingAsset } from "./printing/assets.ts";
import { promoAsset } from "./promo/assets.ts";
import { addCommitGate, sendText } from "./respond.ts";
import { createRouter, type Router } from "./router.ts";
import { type Route } from "./route.ts";
import { createStaticHandler } from "./static.ts";
import { createMemoryBlobs, type BlobStore } from "./store/blobs.ts";
import { createStore, type Store } from "./store/index.ts";
import { provideSeedFiles } from "./seed/index.ts";
import type { Persister } from "./store/persist.ts";
import { serveWeChat } from "./wechat/index.ts";
import { serveEsign } from "./esign/index.ts";

export interface MockApiOptions {
  /** Where paid orders send print jobs (the sim's MQTT bridge); default: nowhere. */
  readonly devices?: DevicePort;
  /** Order expiry and other tunables; default DEFAULT_SETTINGS. */
  readonly settings?: Partial<MockSettings>;
  readonly store?: Store;
  /** The files the store's records name (store/blobs.ts); default: kept in memory. */
  readonly blobs?: BlobStore;
  readonly clock?: Clock;
  /** Default: a fault engine (`createFaults`) managed through `/__mock/faults`. */
  readonly faults?: Faults;
  /**
   * Keeps the store on disk (`createPersister`, usually from open-state.ts): every change goes to
   * its write-ahead log and answers wait for the commit. Its owner (main.ts) closes it.
   */
  readonly persister?: Persister;
  /** Lets non-loopback callers use `/__mock/` (X-Mock-Control header or ?control_token=). */
  readonly controlToken?: string;
  /** How many `/api/` requests the journal keeps; default 500. */
  readonly journalCapacity?: number;
  /** The built web app; defaults to this repository's dist/web. */
  readonly staticDir?: string;
  /** Check every answer's data against the contract's output schema (on in tests). */
  readonly validateResponses?: boolean;
  readonly log?: (line: string) => void;
  /** Largest accepted request body; default 1 MiB. */
  readonly bodyLimitBytes?: number;
  /** Routes added to the handlers' (tests use it for throw-away endpoints). */
  readonly extraRoutes?: readonly Route[];
}

export interface MockApi {
  readonly server: Server;
  /** Starts listening (port 0 = any free port); resolves to the base URL, e.g. http://127.0.0.1:8080. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops listening and closes every connection, idle keep-alive ones included. */
  close(): Promise<void>;
  readonly store: Store;
  readonly blobs: BlobStore;
  readonly router: Router;
  readonly faults: Faults;
  readonly journal: Journal;
  /** The live settings the handlers read (the sim's control API changes orderExpiryMs for scenarios). */
  readonly settings: MockSettings;
  /** Contract violations and unexpected handler throws seen so far; should stay empty. */
  readonly problems: readonly string[];
}

// TANGHUA_DIST: see build.mjs.
const DEFAULT_STATIC_DIR = process.env.TANGHUA_DIST ? `${process.env.TANGHUA_DIST}/web` : fileURLToPath(new URL("../dist/web", import.meta.url));

export function createMockApi(options: MockApiOptions = {}): MockApi {
  const store = options.store ?? createStore();
  const blobs = options.blobs ?? options.persister?.blobs ?? createMemoryBlobs();
  provideSeedFiles(store, blobs); // the seeded exports' CSVs, wherever they are missing
  const clock = options.clock ?? systemClock;
  const log = options.log ?? ((line: string) => console.log(line));
  const problems: string[] = [];
  const faults = options.faults ?? createFaults({ clock });
  const journal = createJournal({ capacity: options.journalCapacity });
  const { persister, controlToken } = options;
  const settings: MockSettings = { ...DEFAULT_SETTINGS, ...options.settings };
  const router = createRouter({
    devices: options.devices,
    settings,
    routes: [...ROUTES, ...(options.extraRoutes ?? [])],
    endpoints: ENDPOINTS,
    store,
    blobs,
    clock,
    faults,
    journal,
    ...(persister !== undefined ? { wal: persister } : {}),
    log,
    validateResponses: options.validateResponses ?? false,
    bodyLimitBytes: options.bodyLimitBytes,
    problems,
  });
  const serveStatic = createStaticHandler({ root: options.staticDir ?? DEFAULT_STATIC_DIR });

  async function dispatch(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? "";
    if (!url.startsWith("/")) return sendText(res, 400, "Bad Request\n"); // absolute-form or "*"
    const q = url.indexOf("?");
    const bare = q === -1 ? url : url.slice(0, q);
    const hash = bare.indexOf("#"); // a client should not send one; cut it off if it does
    const path = hash === -1 ? bare : bare.slice(0, hash);
    const search = q === -1 ? "" : url.slice(q + 1);
    if (path === "/api" || path.startsWith("/api/")) return router.handle(req, res, path, search);
    if (path.startsWith("/__mock/")) return serveControl(req, res, path, search, { store, blobs, clock, faults, journal, persister, controlToken, log, devices: options.devices ?? noDevices });
    if (path.startsWith("/mock-esign/")) return serveEsign(req, res, path, { store, clock, log, sink: persister });
    if (path.startsWith("/mock-wechat/")) return serveWeChat(req, res, path, search, { store, clock, log, sink: persister });
    if (path.startsWith("/mock/")) {
      return serveMockAsset(req, res, path, async (p) =>
        (await financeAsset(store, blobs, req, p, clock.now())) ?? (await downloadAsset(store, blobs, req, p, clock.now())) ?? (await printingAsset(store, blobs, req, p, clock.now())) ?? promoAsset(store, p));
    }
    return serveStatic(req, res, path);
  }

  // Answers wait for the commit of what their turn appended to the log (respond.ts). While the
  // log cannot be written, writes are refused (router.ts) and reads answer from memory: the
  // answers that waited for the failed commit got none, and /__mock/health says why.
  let removeGate: (() => void) | null = persister === undefined ? null : addCommitGate(() => (persister.failing === null && persister.busy ? persister.durable() : null));

  const server = createServer((req, res) => {
    dispatch(req, res).catch((err: unknown) => {
      const line = `${req.method} ${req.url}: unexpected ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
      problems.push(line);
      log(`[mock-api] ERROR ${line}`);
      if (!res.headersSent) sendText(res, 500, "Internal Server Error\n");
      else res.destroy();
    });
  });

  return {
    server,
    store,
    blobs,
    router,
    faults,
    journal,
    settings,
    problems,
    listen(port = 0, host = "127.0.0.1") {
      return new Promise((resolvePromise, reject) => {
        const onError = (err: Error) => reject(err);
        server.once("error", onError);
        server.listen(port, host, () => {
          server.off("error", onError);
          const addr = server.address() as AddressInfo;
          const shown = addr.address === "0.0.0.0" || addr.address === "::" ? "127.0.0.1" : addr.address;
          resolvePromise(`http://${shown.includes(":") ? `[${shown}]` : shown}:${addr.port}`);
        });
      });
    },
    close() {
      removeGate?.();
      removeGate = null;
      return new Promise((resolvePromise, reject) => {
        if (!server.listening) return resolvePromise();
        server.close((err) => (err ? reject(err) : resolvePromise()));
        server.closeAllConnections(); // idle keep-alive sockets would otherwise hold close() open
      });
    },
  };
}
