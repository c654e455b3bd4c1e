/**
 * How `sim start` wires its printers to a broker (the transport flags):
 *
 *   (none)       the built-in Aedes; printers publish in-process (aedes.publish), the fleet records
 *                what it publishes. Exactly what `sim start` always did.
 *   --bridge     as above, but a wildcard subscription on the built-in broker (the production
 *                backend's MQTT bridge) records what the broker delivers: loss and delivery latency
 *                become measurable. The in-process bench runs this way.
 *   --connect    every printer is an MQTT client over TCP to the built-in broker (transport/links.ts);
 *                the bridge subscribes in-process; jobs are published in-process.
 *   --broker URL no built-in broker: printers connect to URL as clients (--connect implied), and
 *                the sim's service client (URL's credentials) publishes jobs and runs the bridge.
 */
import type { Server as HttpServer } from "node:http";
import type { Clock } from "../../mock-api/clock.ts";
import type { DevicePort } from "../../mock-api/devices.ts";
import type { Persister } from "../../mock-api/store/persist.ts";
import type { Store } from "../../mock-api/store/types.ts";
import type { FanInStats } from "../broker-fan-in.ts";
import { createBroker, type Broker } from "../broker.ts";
import type { Publisher } from "../fleet.ts";
import { startBridge, type PresenceEvent } from "./bridge.ts";
import { connectLinks, type LinksFactory, type PrinterLinks } from "./links.ts";
import { createMeter, epochNow, type Meter, type MeterSnapshot } from "./meter.ts";
import { externalService, inProcessService, type ServiceSide } from "./service.ts";

export interface TransportOptions {
  store: Store;
  clock: Clock;
  /** Built-in broker: TCP port and interface, and the server whose /mqtt upgrades it takes. */
  mqttPort: number;
  host: string;
  httpServer: HttpServer;
  /** --broker: an external broker instead of the built-in one. */
  brokerUrl?: string;
  connect: boolean;
  bridge: boolean;
  /** Built-in broker's fan-in cap, messages/s (broker-fan-in.ts). */
  fanInPerSec?: number;
  /** Built-in broker's service login secret (broker-auth.ts). */
  serviceSecret?: string;
  /** Keep the send times of one serial's heartbeats in this many (meter.ts), for GET /transport/trace. */
  traceEvery?: number;
  persister?: Persister;
  /** The mock API's DevicePort, for the bridge's re-sends when a printer comes back (issue 11). */
  devices?: DevicePort;
  onPresence?: (event: PresenceEvent) => void;
  log: (line: string) => void;
}

export interface TransportStats extends Omit<MeterSnapshot, "latencyHistogram"> {
  mode: "in-process" | "connect";
  /** "built-in" or the external broker's URL (no credentials). */
  broker: string;
  recording: "at publish" | "from the broker";
  /** --connect: printers with an open MQTT connection. */
  printersConnected: number | null;
  /** Built-in broker only. */
  fanIn: FanInStats | null;
  /** Built-in broker only: its open MQTT connections. */
  clients: number | null;
}

/** `GET /transport` of the control API: the stats, the latency histogram and this process's cost. */
export interface TransportReport extends TransportStats {
  latencyHistogram: [number, number][];
  /** epochMs: this process's clock as the meter's trace reads it (performance.timeOrigin + now). */
  process: { cpuUserUs: number; cpuSystemUs: number; rssBytes: number; maxRssBytes: number; uptimeMs: number; epochMs: number };
}

export interface Transport {
  /** The built-in broker, or null with --broker. */
  readonly broker: Broker | null;
  /** Where an MQTT client reaches the broker (display form: no credentials). */
  readonly mqttUrl: string | null;
  readonly meter: Meter;
  /** What createFleet needs. */
  readonly fleet: { broker: Publisher; links?: LinksFactory; meter: Meter; recordFromBroker: boolean };
  stats(): TransportStats;
  report(): TransportReport;
  /** Send times of the traced serials' heartbeats (meter.ts); {} without traceEvery. */
  trace(): Record<string, number[]>;
  /** Waits (≤ ms) until every heartbeat sent has been delivered to the bridge; true if so. */
  drain(ms: number): Promise<boolean>;
  close(): Promise<void>;
}

export async function setupTransport(o: TransportOptions): Promise<Transport> {
  const connect = o.connect || o.brokerUrl !== undefined;
  const bridged = connect || o.bridge;
  // Send times only where a delivery is timed here (the bridge).
  const meter = createMeter({ timed: bridged, traceEvery: o.traceEvery ?? 0 });
  let broker: Broker | null = null;
  let service: ServiceSide | null = null;
  try {
    if (o.brokerUrl === undefined) {
      broker = await createBroker({
        store: o.store,
        clock: o.clock,
        tcpPort: o.mqttPort,
        host: o.host,
        httpServer: o.httpServer,
        log: o.log,
        ...(o.fanInPerSec !== undefined ? { fanInPerSec: o.fanInPerSec } : {}),
        ...(o.serviceSecret !== undefined ? { serviceSecret: o.serviceSecret } : {}),
      });
      if (bridged) service = inProcessService(broker);
    } else {
      service = await externalService({ url: o.brokerUrl, log: o.log });
    }
    if (bridged && service !== null) {
      await startBridge({ service, store: o.store, clock: o.clock, meter, log: o.log, ...(o.persister !== undefined ? { persister: o.persister } : {}), ...(o.devices !== undefined ? { devices: o.devices } : {}), ...(o.onPresence !== undefined ? { onPresence: o.onPresence } : {}) });
    }
  } catch (err) {
    await service?.close().catch(() => {});
    await broker?.close();
    throw err;
  }

  const printerUrl = o.brokerUrl ?? broker?.tcpUrl ?? null;
  let links: PrinterLinks | null = null;
  let linksFactory: LinksFactory | undefined;
  if (connect && service !== null && printerUrl !== null) {
    const factory = connectLinks({ url: printerUrl, service, clock: o.clock, meter, log: o.log });
    linksFactory = (hooks) => (links = factory(hooks));
  }
  const noBroker: Publisher = { publish: () => Promise.reject(new Error("no built-in broker (--broker)")) };
  const publisher: Publisher = broker ?? noBroker;

  function stats(): TransportStats {
    const { latencyHistogram: _, ...m } = meter.snapshot();
    const b = broker?.stats();
    return {
      mode: connect ? "connect" : "in-process",
      broker: o.brokerUrl === undefined ? "built-in" : (service?.name ?? o.brokerUrl),
      recording: bridged ? "from the broker" : "at publish",
      printersConnected: links === null ? null : (links as PrinterLinks).connected(),
      fanIn: b?.fanIn ?? null,
      clients: b?.clients ?? null,
      ...m,
    };
  }

  return {
    broker,
    mqttUrl: o.brokerUrl !== undefined ? (service?.name ?? null) : (broker?.tcpUrl ?? null),
    meter,
    fleet: { broker: publisher, meter, recordFromBroker: bridged, ...(linksFactory !== undefined ? { links: linksFactory } : {}) },
    stats,
    report() {
      const cpu = process.cpuUsage();
      return {
        ...stats(),
        latencyHistogram: meter.snapshot().latencyHistogram,
        process: { cpuUserUs: cpu.user, cpuSystemUs: cpu.system, rssBytes: process.memoryUsage.rss(), maxRssBytes: process.resourceUsage().maxRSS * 1024, uptimeMs: Math.round(process.uptime() * 1000), epochMs: epochNow() },
      };
    },
    trace: () => meter.trace(),
    async drain(ms) {
      if (!bridged) return true;
      const end = performance.now() + ms;
      for (;;) {
        const s = meter.snapshot();
        const dropped = broker?.stats().fanIn.dropped ?? 0;
        if (s.delivered.heartbeat + s.unsent + dropped >= s.sent.heartbeat) return true;
        if (performance.now() > end) return false;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      await service?.close().catch((err: unknown) => o.log(`sim: closing the service client: ${String(err)}`));
      await broker?.close();
    },
  };
}

/** One line for the live table: mode, broker, what was sent and delivered, the fan-in cap. */
export function describeTransport(s: TransportStats): string {
  const parts = [`transport: ${s.mode}, ${s.broker} broker`, `heartbeats ${s.sent.heartbeat} sent`];
  if (s.recording === "from the broker") parts.push(`${s.delivered.heartbeat} delivered${s.latencyMs === null ? "" : ` (p99 ${s.latencyMs.p99} ms)`}`);
  if (s.printersConnected !== null) parts.push(`${s.printersConnected} printers connected`);
  if (s.fanIn !== null && s.fanIn.limitPerSec > 0) parts.push(`fan-in cap ${s.fanIn.limitPerSec}/s: ${s.fanIn.dropped} dropped`);
  return parts.join("; ");
}
