/**
 * `--connect`: every printer is its own MQTT client (mqtt.js over TCP) to the built-in broker or
 * to `--broker`, the way a real printer is. Each logs in as its serial with "device:<secret>"
 * (broker-auth.ts), subscribes to its job topic, announces itself on its presence topic and leaves
 * a Last Will there (web/contract/device/messages.ts PresenceMessage: retained, QoS 1).
 *
 * What the fleet's transport faults become here:
 *   offline     cut(): the socket is destroyed without DISCONNECT, so the broker publishes the will
 *   disconnect  disconnect(): a retained "offline" presence, then a clean DISCONNECT (no will);
 *               open() again when the fault ends
 *   mute, jitter, malformed   the fleet decides what to publish; the connection stays up
 *               (mqtt.js keeps it alive with PINGREQ while the printer is silent)
 *
 * Connections open at most `concurrency` at a time: ten thousand SYNs at once overflow the
 * listener's backlog (511 by default in Node; the built-in broker listens with 2048) and cost
 * seconds of SYN retries. 500 keeps under any default backlog and connects 10,000 printers to
 * the built-in broker in seconds (the 100 it was waited on round trips for minutes).
 */
import { randomBytes } from "node:crypto";
import { connect, type MqttClient } from "mqtt";
import type { Clock } from "../../mock-api/clock.ts";
import { isCancel, JobTopicMessage, type CancelJobMessage, type PresenceMessage, type PrintJobMessage } from "../../web/contract/device/messages.ts";
import { jobTopic, parsePresenceTopic, parseTopic, presenceTopic } from "../../web/contract/device/topics.ts";
import { printerPassword } from "../broker-auth.ts";
import type { Meter } from "./meter.ts";
import type { ServiceSide } from "./service.ts";

export interface LinkHooks {
  /** A print job arrived on the printer's job topic (parsed). */
  onJob(job: PrintJobMessage): void;
  /** A cancel arrived on the printer's job topic (parsed; issue 13). */
  onCancel(msg: CancelJobMessage): void;
  /** The printer's secret, from the store. */
  secretOf(sn: string): string | undefined;
}

export interface PrinterLinks {
  /** Connects the printer (again); nothing if it is connected or connecting. */
  open(sn: string): void;
  /** Power cut: the connection ends without DISCONNECT; the broker publishes the will. */
  cut(sn: string): void;
  /** A clean leave: retained offline presence, DISCONNECT. */
  disconnect(sn: string): void;
  /** Publishes from the printer the topic names (heartbeat, command or presence topic). */
  publish(topic: string, payload: Uint8Array | string): void;
  /** backend → printer, through the service side: a job, or a cancel. */
  sendJob(job: PrintJobMessage | CancelJobMessage): void;
  /** Printers with an open MQTT connection now. */
  connected(): number;
  /** Every printer leaves cleanly; resolves when their sockets are closed. */
  close(): Promise<void>;
}

export type LinksFactory = (hooks: LinkHooks) => PrinterLinks;

export interface ConnectLinksOptions {
  /** Where printers connect: mqtt://host:port (credentials in the URL are ignored). */
  url: string;
  service: ServiceSide;
  clock: Clock;
  meter: Meter;
  /** CONNECTs in flight at once; default 500. */
  concurrency?: number;
  log?: (line: string) => void;
}

const KEEPALIVE_S = 30; // MQTT keepalive: a silent (muted) printer still pings within 30 s
const RECONNECT_MS = 2000; // after a connection the printer did not end itself (broker restart)

const bytes = (payload: Uint8Array | string) => (typeof payload === "string" ? payload : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength));

export function connectLinks(o: ConnectLinksOptions): LinksFactory {
  return (hooks) => {
    const log = o.log ?? (() => {});
    const concurrency = o.concurrency ?? 500;
    const clients = new Map<string, MqttClient>();
    /** Serials waiting to connect, from `head` on (not shift(): O(n) each on a long array). */
    let queue: string[] = [];
    let head = 0;
    const queued = new Set<string>();
    let connecting = 0;
    /** Clients connected now (kept, not counted: stats ask often and there are 10,000). */
    const up = new Set<MqttClient>();
    let closed = false;
    let errors = 0;
    const url = new URL(o.url);
    url.username = "";
    url.password = "";

    const presence = (sn: string, online: boolean, reason?: string): string => {
      const msg: PresenceMessage = { sn, online, ts: o.clock.now(), ...(reason !== undefined ? { reason } : {}) };
      return JSON.stringify(msg);
    };

    function pump(): void {
      while (!closed && connecting < concurrency && head < queue.length) {
        const sn = queue[head++] as string;
        queued.delete(sn);
        if (!clients.has(sn)) start(sn);
      }
      if (head === queue.length && head > 0) {
        queue = [];
        head = 0;
      }
    }

    function start(sn: string): void {
      const secret = hooks.secretOf(sn);
      if (secret === undefined) return log(`[sim] ${sn}: no secret in the store, not connecting`);
      connecting++;
      let pending = true;
      const settle = () => {
        if (!pending) return;
        pending = false;
        connecting--;
        pump();
      };
      const client = connect(url.toString(), {
        username: sn,
        password: printerPassword(secret),
        clientId: `${sn}-sim-${randomBytes(3).toString("hex")}`, // §7: serial plus a random suffix
        protocolVersion: 4,
        clean: true,
        keepalive: KEEPALIVE_S,
        reconnectPeriod: RECONNECT_MS,
        connectTimeout: 30_000,
        resubscribe: false, // subscribed again on every connect below
        queueQoSZero: false, // a heartbeat while disconnected is lost, not sent late
        will: { topic: presenceTopic(sn), payload: Buffer.from(JSON.stringify({ sn, online: false } satisfies PresenceMessage)), qos: 1, retain: true },
      });
      clients.set(sn, client);
      client.on("connect", () => {
        up.add(client);
        settle();
        client.subscribe(jobTopic(sn), { qos: 1 });
        client.publish(presenceTopic(sn), presence(sn, true), { qos: 1, retain: true });
        o.meter.sent("presence", sn);
      });
      client.on("message", (topic, payload) => {
        if (topic !== jobTopic(sn)) return;
        let raw: unknown;
        try {
          raw = JSON.parse(payload.toString("utf8")) as unknown;
        } catch {
          raw = undefined;
        }
        const msg = JobTopicMessage.safeParse(raw);
        if (!msg.success || msg.data.sn !== sn) return log(`[sim] ${sn}: a job message that does not parse`);
        if (isCancel(msg.data)) hooks.onCancel(msg.data);
        else hooks.onJob(msg.data);
      });
      client.on("error", (err) => {
        settle();
        if (errors++ < 20) log(`[sim] ${sn}: ${err.message}`);
      });
      client.on("close", () => {
        up.delete(client);
        settle();
      });
    }

    function end(sn: string, force: boolean, reason?: string): Promise<void> {
      const client = clients.get(sn);
      queued.delete(sn);
      if (client === undefined) return Promise.resolve();
      clients.delete(sn);
      if (!force && client.connected) {
        client.publish(presenceTopic(sn), presence(sn, false, reason), { qos: 1, retain: true });
        o.meter.sent("presence", sn);
      }
      return new Promise((resolve) => {
        // A clean end waits for the presence's PUBACK; a broker that went away first would never send it.
        const timer = setTimeout(() => client.end(true, () => resolve()), 2000);
        client.end(force, () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }

    return {
      open(sn) {
        if (closed || clients.has(sn) || queued.has(sn)) return;
        queued.add(sn);
        queue.push(sn);
        pump();
      },
      cut(sn) {
        void end(sn, true);
      },
      disconnect(sn) {
        void end(sn, false, "disconnect");
      },
      publish(topic, payload) {
        const sn = parseTopic(topic)?.sn ?? parsePresenceTopic(topic);
        const client = sn === null ? undefined : clients.get(sn);
        if (client === undefined || !client.connected) return o.meter.unsent();
        client.publish(topic, bytes(payload), { qos: 0 }, (err) => {
          if (err) o.meter.unsent();
        });
      },
      sendJob(job) {
        o.service.publish(jobTopic(job.sn), JSON.stringify(job), { qos: 1 }).catch((err: unknown) => log(`[sim] job ${job.order_sn} to ${job.sn}: ${String(err)}`));
      },
      connected() {
        return up.size;
      },
      async close() {
        closed = true;
        queue = [];
        head = 0;
        queued.clear();
        await Promise.all([...clients.keys()].map((sn) => end(sn, false, "shutdown")));
      },
    };
  };
}
