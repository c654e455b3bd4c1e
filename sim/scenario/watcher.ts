/**
 * A scenario's eyes on the broker: one real MQTT client per watched printer, over WebSocket on the
 * app's origin, logged in the way a browser is (§7 Realtime: username = serial, password = an access
 * token), subscribed to the printer's heartbeat and command topics. It keeps the arrival time of
 * every good heartbeat (real ms; the runner turns them into virtual time) with what it said, and
 * every command message. `token` is asked once per printer: one session per connection keeps a
 * scenario watching many printers under the broker's cap of connections per token.
 */
import { connect, type MqttClient } from "mqtt";
import { decodeHeartbeat, type Heartbeat } from "../../web/contract/device/heartbeat.ts";
import { CommandMessage } from "../../web/contract/device/messages.ts";
import { commandTopic, heartbeatTopic } from "../../web/contract/device/topics.ts";

export interface Sighting {
  /** performance.now() at arrival. */
  real: number;
  hb: Heartbeat;
}

/** A command message (coins, print status) as a browser would get it. */
export interface Heard {
  /** performance.now() at arrival. */
  real: number;
  msg: CommandMessage;
}

export interface PrinterWatch {
  readonly sn: string;
  /** Every good heartbeat seen, oldest first (bounded). */
  readonly beats: Sighting[];
  /** Every command message that parses, oldest first (bounded). */
  readonly messages: Heard[];
  /** performance.now() when the subscription was granted. */
  readonly since: number;
}

export interface Watcher {
  watch(sn: string): Promise<PrinterWatch>;
  get(sn: string): PrinterWatch | undefined;
  close(): Promise<void>;
}

const KEEP = 2000; // heartbeats kept per printer: over half an hour at 1 Hz

let counter = 0;

export function createWatcher(wsUrl: string, token: () => Promise<string>): Watcher {
  const clients: MqttClient[] = [];
  const watches = new Map<string, PrinterWatch>();

  async function watch(sn: string): Promise<PrinterWatch> {
    const known = watches.get(sn);
    if (known !== undefined) return known;
    const client = connect(wsUrl, {
      username: sn,
      password: await token(),
      clientId: `${sn}-scenario-${process.pid}-${++counter}`, // the broker wants ids that start with the serial
      clean: true,
      protocolVersion: 4,
      reconnectPeriod: 0,
      connectTimeout: 5000,
    });
    clients.push(client);
    await new Promise<void>((resolve, reject) => {
      client.once("connect", () => resolve());
      client.once("error", (err) => reject(new Error(`MQTT subscriber for ${sn} at ${wsUrl}: ${err.message}`)));
    });
    await client.subscribeAsync([heartbeatTopic(sn), commandTopic(sn)], { qos: 0 });
    const w: PrinterWatch = { sn, beats: [], messages: [], since: performance.now() };
    client.on("message", (topic, payload) => {
      if (topic === commandTopic(sn)) {
        let json: unknown;
        try {
          json = JSON.parse(payload.toString("utf8")) as unknown;
        } catch {
          return; // not JSON: nothing a page could show
        }
        const r = CommandMessage.safeParse(json);
        if (!r.success || r.data.sn !== sn) return;
        w.messages.push({ real: performance.now(), msg: r.data });
        if (w.messages.length > KEEP) w.messages.splice(0, w.messages.length - KEEP);
        return;
      }
      if (topic !== heartbeatTopic(sn)) return;
      const r = decodeHeartbeat(new Uint8Array(payload.buffer, payload.byteOffset, payload.byteLength));
      if (!r.ok || r.value.sn !== sn) return; // a malformed frame is no sign of life (§4 needs a heartbeat with a serial)
      w.beats.push({ real: performance.now(), hb: r.value });
      if (w.beats.length > KEEP) w.beats.splice(0, w.beats.length - KEEP);
    });
    watches.set(sn, w);
    return w;
  }

  return {
    watch,
    get: (sn) => watches.get(sn),
    async close() {
      await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
    },
  };
}
