/**
 * The whole sim in-process for one test: the mock API on a free loopback port, the broker on its
 * server (WebSocket /mqtt), the fleet on a fast virtual clock, and the control API. Everything is
 * closed in `t.after`: MQTT clients, control, fleet, broker, then the API.
 */
import type { TestContext } from "node:test";
import { connect, type MqttClient } from "mqtt";
import { laterDevices, type DevicePort } from "../../mock-api/devices.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { createMockApi, type MockApi } from "../../mock-api/server.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { createBroker, type Broker } from "../../sim/broker.ts";
import { createSimClock, type SimClock } from "../../sim/clock.ts";
import { createControlServer } from "../../sim/control.ts";
import { createFleet, type Fleet, type FleetEvent } from "../../sim/fleet.ts";

export interface SimHarness {
  api: MockApi;
  base: string;
  broker: Broker;
  fleet: Fleet;
  store: Store;
  clock: SimClock;
  control: string;
  events: FleetEvent[];
  logs: string[];
  /** A fresh access token of the seeded customer. */
  token(): string;
  /** GET/POST the mock API with a Bearer token; resolves to the envelope's data (asserting errorCode 0). */
  api$(method: string, path: string, token: string, body?: unknown): Promise<unknown>;
  ctl(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }>;
  /** mqtt.js over WebSocket as a browser: username = sn, password = a real token. */
  browser(sn: string): Promise<MqttClient>;
}

let counter = 0;

export async function startSim(t: TestContext, o: { speed: number; printers?: number }): Promise<SimHarness> {
  const clock = createSimClock({ speed: o.speed });
  const logs: string[] = [];
  const log = (line: string) => void logs.push(line);
  let port: DevicePort | null = null;
  const api = createMockApi({ clock, devices: laterDevices(() => port), log, validateResponses: true });
  const base = await api.listen(0, "127.0.0.1");
  const broker = await createBroker({ store: api.store, clock, httpServer: api.server, log });
  const events: FleetEvent[] = [];
  const fleet = createFleet({ store: api.store, broker, clock, seed: 1, printers: o.printers ?? 3, onEvent: (e) => void events.push(e), log });
  port = fleet.devices;
  const controlServer = createControlServer({ fleet, store: api.store, blobs: api.blobs, clock, log });
  const control = await controlServer.listen(0);
  const clients: MqttClient[] = [];
  t.after(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
    await controlServer.close();
    await fleet.close();
    await broker.close();
    await api.close();
  });

  return {
    api,
    base,
    broker,
    fleet,
    store: api.store,
    clock,
    control,
    events,
    logs,
    token: () => issueToken(api.store, SEED_USERS.customer.id, clock.now()).token,
    async api$(method, path, token, body) {
      const res = await fetch(base + path, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { errorCode: number; msg: string; data: unknown };
      if (json.errorCode !== 0) throw new Error(`${method} ${path}: ${json.errorCode} ${json.msg}`);
      return json.data;
    },
    async ctl(method, path, body) {
      const res = await fetch(control + path, {
        method,
        headers: { "content-type": "application/json" }, // the control API refuses other types (415)
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, json: (await res.json()) as unknown };
    },
    browser(sn) {
      const token = issueToken(api.store, SEED_USERS.customer.id, clock.now()).token;
      const client = connect(`${base.replace(/^http/, "ws")}/mqtt`, {
        username: sn,
        password: token,
        clientId: `${sn}-fleet-${process.pid}-${++counter}`,
        clean: true,
        reconnectPeriod: 0,
        connectTimeout: 5000,
      });
      clients.push(client);
      return new Promise((resolve, reject) => {
        client.once("connect", () => resolve(client));
        client.once("error", reject);
      });
    },
  };
}
