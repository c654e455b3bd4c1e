/**
 * The backend's side of the broker, as the sim plays it: publishes print jobs and subscribes (with
 * wildcards) to what the printers send. Two kinds:
 *   built-in   the sim's own Aedes, in-process: aedes.publish() and aedes.subscribe(), no socket
 *              and no hooks (what the production backend's bridge would be to its own broker);
 *   external   `--broker mqtt://[user:password@]host:port`: an mqtt.js client that logs in with
 *              the URL's credentials (Mosquitto, EMQX, or another sim's broker with its service
 *              login, broker-auth.ts), clean session, reconnecting every second.
 */
import { randomBytes } from "node:crypto";
import { connect, type IClientOptions, type MqttClient } from "mqtt";
import type { Aedes } from "aedes";
import { SERVICE_USERNAME } from "../broker-auth.ts";

export type OnMessage = (topic: string, payload: Buffer) => void;

export interface ServiceSide {
  /** "built-in", or the broker's URL without its password. */
  readonly name: string;
  publish(topic: string, payload: Uint8Array | string, o?: { qos?: 0 | 1 }): Promise<void>;
  /** Resolves once the subscription stands; a filter may hold + and #. */
  subscribe(filter: string, onMessage: OnMessage): Promise<void>;
  close(): Promise<void>;
}

/** The part of the built-in broker a service needs (broker.ts). */
export interface InProcessBroker {
  readonly aedes: Aedes;
  publish(topic: string, payload: Uint8Array | string): Promise<void>;
}

export function inProcessService(broker: InProcessBroker): ServiceSide {
  const subs: { filter: string; deliver: (packet: { topic: string; payload: Buffer | string }, cb: () => void) => void }[] = [];
  return {
    name: "built-in",
    publish: (topic, payload) => broker.publish(topic, payload),
    subscribe(filter, onMessage) {
      const deliver = (packet: { topic: string; payload: Buffer | string }, cb: () => void) => {
        try {
          onMessage(packet.topic, typeof packet.payload === "string" ? Buffer.from(packet.payload) : packet.payload);
        } finally {
          cb();
        }
      };
      subs.push({ filter, deliver });
      return new Promise((resolve) => broker.aedes.subscribe(filter, deliver, () => resolve()));
    },
    async close() {
      await Promise.all(subs.splice(0).map(({ filter, deliver }) => new Promise<void>((resolve) => broker.aedes.unsubscribe(filter, deliver, () => resolve()))));
    },
  };
}

/** Whether an MQTT topic matches a filter (+ one level, # the rest), MQTT 3.1.1 §4.7. */
export function topicMatches(filter: string, topic: string): boolean {
  const f = filter.split("/");
  const t = topic.split("/");
  for (let i = 0; i < f.length; i++) {
    if (f[i] === "#") return true;
    if (i >= t.length || (f[i] !== "+" && f[i] !== t[i])) return false;
  }
  return f.length === t.length;
}

/** The URL as shown: credentials left out. */
export function displayUrl(url: string): string {
  const u = new URL(url);
  u.username = "";
  u.password = "";
  return u.toString().replace(/\/$/, "");
}

export interface ExternalOptions {
  /** mqtt://, mqtts://, ws:// or wss://; user and password from the URL's userinfo. */
  url: string;
  log?: (line: string) => void;
  /** ms to wait for the first CONNACK; default 10 s. */
  connectTimeoutMs?: number;
}

export async function externalService(o: ExternalOptions): Promise<ServiceSide> {
  const log = o.log ?? (() => {});
  const u = new URL(o.url);
  const name = displayUrl(o.url);
  const username = u.username === "" ? undefined : decodeURIComponent(u.username);
  const password = u.password === "" ? undefined : decodeURIComponent(u.password);
  const options: IClientOptions = {
    // The sim's own broker wants service ids to start with the service user name (broker-auth.ts).
    clientId: `${SERVICE_USERNAME}-${process.pid}-${randomBytes(4).toString("hex")}`,
    protocolVersion: 4,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: o.connectTimeoutMs ?? 10_000,
    keepalive: 30,
    ...(username !== undefined ? { username } : {}),
    ...(password !== undefined ? { password } : {}),
  };
  u.username = "";
  u.password = "";
  const client: MqttClient = connect(u.toString(), options);
  const handlers: { filter: string; onMessage: OnMessage }[] = [];
  client.on("message", (topic, payload) => {
    for (const h of handlers) if (topicMatches(h.filter, topic)) h.onMessage(topic, payload);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer from ${name} within ${options.connectTimeout} ms`)), options.connectTimeout);
      client.once("connect", () => {
        clearTimeout(timer);
        resolve();
      });
      client.once("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
  } catch (err) {
    client.end(true);
    throw new Error(`cannot use the broker ${name}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  let wasUp = true;
  client.on("close", () => {
    if (wasUp) log(`[sim] lost the broker ${name}; reconnecting`);
    wasUp = false;
  });
  client.on("connect", () => {
    if (!wasUp) log(`[sim] back on the broker ${name}`);
    wasUp = true;
  });
  client.on("error", (err) => log(`[sim] broker ${name}: ${err.message}`));

  return {
    name,
    async publish(topic, payload, p) {
      await client.publishAsync(topic, typeof payload === "string" ? payload : Buffer.from(payload), { qos: p?.qos ?? 1 });
    },
    async subscribe(filter, onMessage) {
      handlers.push({ filter, onMessage });
      const granted = await client.subscribeAsync(filter, { qos: 1 });
      if (granted.some((g) => g.qos === 128)) throw new Error(`the broker ${name} refused the subscription to ${filter}`);
    },
    async close() {
      await client.endAsync();
    },
  };
}
