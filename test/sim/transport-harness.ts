/**
 * The sim's transport in-process for one test: a mock API on a free port, setupTransport (built-in
 * broker on a free TCP port, or an external one) and a fleet wired to it, on a fast virtual clock.
 * Closed in `t.after`: fleet (printers leave), transport (bridge, broker), API.
 */
import type { TestContext } from "node:test";
import { laterDevices, type DevicePort } from "../../mock-api/devices.ts";
import { createMockApi, type MockApi } from "../../mock-api/server.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { createSimClock, type SimClock } from "../../sim/clock.ts";
import { createFleet, type Fleet, type FleetEvent } from "../../sim/fleet.ts";
import type { PresenceEvent } from "../../sim/transport/bridge.ts";
import { setupTransport, type Transport, type TransportOptions } from "../../sim/transport/setup.ts";

export interface TransportSim {
  api: MockApi;
  base: string;
  store: Store;
  clock: SimClock;
  transport: Transport;
  fleet: Fleet;
  events: FleetEvent[];
  presence: PresenceEvent[];
  logs: string[];
}

export interface TransportSimOptions extends Partial<Pick<TransportOptions, "brokerUrl" | "connect" | "bridge" | "fanInPerSec" | "serviceSecret">> {
  speed?: number;
  printers?: number;
  /** A store of the test's own (e.g. with generated printers); default the seeded one. */
  store?: Store;
}

export async function startTransportSim(t: TestContext, o: TransportSimOptions = {}): Promise<TransportSim> {
  const clock = createSimClock({ speed: o.speed ?? 10 });
  const logs: string[] = [];
  const log = (line: string) => void logs.push(line);
  let port: DevicePort | null = null;
  const devices: DevicePort = laterDevices(() => port);
  const api = createMockApi({ clock, devices, log, ...(o.store !== undefined ? { store: o.store } : {}) });
  const base = await api.listen(0, "127.0.0.1");
  const presence: PresenceEvent[] = [];
  let transport: Transport;
  try {
    transport = await setupTransport({
      store: api.store,
      clock,
      mqttPort: 0,
      host: "127.0.0.1",
      httpServer: api.server,
      connect: o.connect ?? false,
      bridge: o.bridge ?? false,
      log,
      devices, // as sim start: the bridge re-sends a returning printer's paid jobs through the API's port
      onPresence: (e) => void presence.push(e),
      ...(o.brokerUrl !== undefined ? { brokerUrl: o.brokerUrl } : {}),
      ...(o.fanInPerSec !== undefined ? { fanInPerSec: o.fanInPerSec } : {}),
      ...(o.serviceSecret !== undefined ? { serviceSecret: o.serviceSecret } : {}),
    });
  } catch (err) {
    await api.close();
    throw err;
  }
  const events: FleetEvent[] = [];
  const fleet = createFleet({ store: api.store, clock, seed: 1, printers: o.printers ?? 3, onEvent: (e) => void events.push(e), log, ...transport.fleet });
  port = fleet.devices;
  t.after(async () => {
    await fleet.close();
    await transport.close();
    await api.close();
  });
  return { api, base, store: api.store, clock, transport, fleet, events, presence, logs };
}
