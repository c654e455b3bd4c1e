/**
 * The mock API's MQTT bridge: what the production backend does with the broker. It subscribes as
 * the service to every printer's heartbeat, command and presence topics and records what arrives
 * in the mock API's store (device-reports.ts): a good heartbeat marks the printer seen, a command
 * message moves coins and order status. A heartbeat that brings a printer back (more than 5 s
 * since the last) has the backend re-send its paid jobs through `devices` (issue 11,
 * printing/jobs.ts). Used whenever the printers are real MQTT clients (`--connect`, `--broker`)
 * and with `--bridge`; otherwise the fleet records as it publishes.
 *
 * Every arrival is metered (meter.ts): heartbeats delivered against heartbeats sent is the loss,
 * and the time since the printer's publish is the delivery latency.
 */
import type { Clock } from "../../mock-api/clock.ts";
import { recordHeartbeat, type ReportResult } from "../../mock-api/commerce/device-reports.ts";
import { recordCondition, runOp } from "../../mock-api/ops.ts";
import type { DevicePort } from "../../mock-api/devices.ts";
import { redeliverJobs } from "../../mock-api/printing/jobs.ts";
import type { Persister } from "../../mock-api/store/persist.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { decodeHeartbeat } from "../../web/contract/device/heartbeat.ts";
import { CommandMessage, PresenceMessage } from "../../web/contract/device/messages.ts";
import { TOPIC_ROOT } from "../../web/contract/device/topics.ts";
import type { Meter } from "./meter.ts";
import type { ServiceSide } from "./service.ts";

export interface PresenceEvent {
  type: "presence";
  sn: string;
  online: boolean;
  reason?: string;
  /** Virtual ms it arrived. */
  ts: number;
}

export interface BridgeOptions {
  service: ServiceSide;
  store: Store;
  clock: Clock;
  meter: Meter;
  persister?: Persister;
  /** The mock API's DevicePort: a printer back after more than 5 s gets its paid jobs again. */
  devices?: DevicePort;
  onPresence?: (event: PresenceEvent) => void;
  log?: (line: string) => void;
}

/** The serial in tanghua/device/<sn>/<kind>; the subscriptions guarantee the shape. */
const serialOf = (topic: string) => topic.slice(TOPIC_ROOT.length + 1, topic.lastIndexOf("/"));

function json(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString("utf8")) as unknown;
  } catch {
    return undefined;
  }
}

/** Subscribes; resolves once all three subscriptions stand. Closing the service ends it. */
export async function startBridge(o: BridgeOptions): Promise<void> {
  const { store, clock, meter, persister } = o;
  const log = o.log ?? (() => {});
  let complaints = 0;
  const complain = (line: string) => {
    if (complaints++ < 20) log(`[bridge] ${line}`); // a broken printer must not flood the log
  };

  await o.service.subscribe(`${TOPIC_ROOT}/+/heartbeat`, (topic, payload) => {
    const sn = serialOf(topic);
    const r = decodeHeartbeat(payload);
    // §4: only a heartbeat that decodes (and is the topic's own printer) counts as a sign of life.
    if (!r.ok || r.value.sn !== sn) return meter.delivered("malformed", sn);
    const now = clock.now();
    const back = recordHeartbeat(store, sn, now);
    recordCondition(store, sn, r.value, now, persister); // an error that starts or ends: in the write-ahead log (ops.ts)
    meter.delivered("heartbeat", sn);
    if (back && o.devices !== undefined) {
      const sent = redeliverJobs(store, sn, now, o.devices, log);
      if (sent > 0) log(`[bridge] ${sn} is back: ${sent} paid job(s) sent again`);
    }
  });

  await o.service.subscribe(`${TOPIC_ROOT}/+/command`, (topic, payload) => {
    const sn = serialOf(topic);
    const msg = CommandMessage.safeParse(json(payload));
    if (!msg.success || msg.data.sn !== sn) return complain(`${sn}: a command message that does not parse`);
    meter.delivered("command", sn);
    runOp("device.command", msg.data, { store, now: clock.now(), sink: persister, changedIf: (r: ReportResult) => r.changed });
  });

  await o.service.subscribe(`${TOPIC_ROOT}/+/presence`, (topic, payload) => {
    const sn = serialOf(topic);
    const msg = PresenceMessage.safeParse(json(payload));
    if (!msg.success || msg.data.sn !== sn) return complain(`${sn}: a presence message that does not parse`);
    meter.delivered("presence", sn);
    o.onPresence?.({ type: "presence", sn, online: msg.data.online, ...(msg.data.reason !== undefined ? { reason: msg.data.reason } : {}), ts: clock.now() });
  });
}
