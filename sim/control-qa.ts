/**
 * The control API's QA tools (control.ts mounts them), on the same loopback-only server. This file
 * says what a QA route may use and tries each group in turn; the routes live with what they control:
 *
 *   GET    /info                        { now, speed, app, mqtt, ws, serials, settings }
 *   control-scenario.ts   the backend's records: GET /orders/:order_sn, POST|DELETE /sessions,
 *                         GET /printers/:sn/record, DELETE /jobs/:order_sn (issue 13 item 10)
 *   control-mock-api.ts   how the mock API behaves: POST /settings, GET|POST|DELETE /api-faults[/:id]
 *   control-traffic.ts    what the printers publish: GET /traffic (`sim record`), POST /inject (`sim replay`)
 *   control-snapshot.ts   the whole state: GET|PUT /snapshot, POST /reset
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Clock } from "../mock-api/clock.ts";
import { createMemoryBlobs, type BlobStore } from "../mock-api/store/blobs.ts";
import type { MockSettings } from "../mock-api/devices.ts";
import type { Faults } from "../mock-api/faults/index.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";
import { send } from "./control-http.ts";
import { createMockApiRoutes } from "./control-mock-api.ts";
import { createScenarioRoutes } from "./control-scenario.ts";
import { createSnapshotRoutes } from "./control-snapshot.ts";
import { createTrafficRoutes } from "./control-traffic.ts";
import type { Fleet } from "./fleet.ts";
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

export interface QaRoutes {
  /** Answers the request when it is one of these routes; false otherwise. */
  route(req: IncomingMessage, res: ServerResponse, method: string, path: string, parts: string[]): Promise<boolean>;
  close(): void;
}

export function createQaRoutes(deps: QaDeps): QaRoutes {
  const { fleet, clock } = deps;
  const log = deps.log ?? (() => {});
  const traffic = createTrafficRoutes({ fleet, clock, log });
  // No two groups answer the same method and path, so the order only keeps the module comment's.
  const groups: Pick<QaRoutes, "route">[] = [
    createScenarioRoutes({ ...deps, log }),
    createMockApiRoutes({ ...deps, log }),
    traffic,
    createSnapshotRoutes({ ...deps, blobs: deps.blobs ?? createMemoryBlobs(), log, releaseHeld: traffic.releaseAll }),
  ];

  async function route(req: IncomingMessage, res: ServerResponse, method: string, path: string, parts: string[]): Promise<boolean> {
    if (method === "GET" && path === "/info") {
      send(res, 200, { now: clock.now(), speed: clock.speed ?? 1, ...deps.urls, serials: fleet.serials(), settings: deps.settings ?? null });
      return true;
    }
    for (const group of groups) if (await group.route(req, res, method, path, parts)) return true;
    return false;
  }

  return { route, close: () => traffic.close() };
}
