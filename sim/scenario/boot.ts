/**
 * A whole sim in this process for a scenario run without --control: the mock API on a free loopback
 * port with the broker on its origin (WebSocket /mqtt, no TCP), the fleet on the scenario's virtual
 * clock, and the control API the runner then talks to exactly as it would to a `sim start`.
 */
import { laterDevices, type DevicePort } from "../../mock-api/devices.ts";
import { createMockApi } from "../../mock-api/server.ts";
import { createStore } from "../../mock-api/store/index.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { createBroker, MQTT_WS_PATH } from "../broker.ts";
import { createSimClock } from "../clock.ts";
import { createControlServer } from "../control.ts";
import { createFleet } from "../fleet.ts";

export interface BootOptions {
  speed: number;
  printers: number;
  seed: number;
  /** Unpaid orders close after this long (virtual ms); default the mock's 15 min. */
  orderExpiryMs?: number;
  log?: (line: string) => void;
}

export interface BootedSim {
  control: string;
  app: string;
  /** The mock API's state (tests look at it). */
  store: Store;
  close(): Promise<void>;
}

export async function bootSim(o: BootOptions): Promise<BootedSim> {
  const log = o.log ?? (() => {});
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const c of closers.reverse()) await c().catch((err: unknown) => log(`[scenario] while closing: ${String(err)}`));
  };
  try {
    const store = createStore(o.seed);
    const clock = createSimClock({ speed: o.speed });
    let port: DevicePort | null = null;
    const api = createMockApi({
      store, clock, log,
      devices: laterDevices(() => port),
      ...(o.orderExpiryMs !== undefined ? { settings: { orderExpiryMs: o.orderExpiryMs } } : {}),
    });
    const app = await api.listen(0, "127.0.0.1");
    closers.push(() => api.close());
    const broker = await createBroker({ store, clock, httpServer: api.server, log });
    closers.push(() => broker.close());
    const fleet = createFleet({ store, broker, clock, seed: o.seed, printers: o.printers, log });
    port = fleet.devices;
    closers.push(() => fleet.close());
    const urls = { app, mqtt: broker.tcpUrl, ws: `${app.replace(/^http/, "ws")}${MQTT_WS_PATH}` };
    const controlServer = createControlServer({ fleet, store, blobs: api.blobs, clock, log, faults: api.faults, settings: api.settings, urls });
    const control = await controlServer.listen(0);
    closers.push(() => controlServer.close());
    return { control, app, store, close };
  } catch (err) {
    await close();
    throw err;
  }
}
