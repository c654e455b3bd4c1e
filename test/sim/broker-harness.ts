/**
 * A mock API on a free loopback port with the sim's broker attached (TCP on a free port, MQTT over
 * WebSocket at /mqtt on the API's own origin), plus MQTT client helpers. Everything is closed in
 * `t.after`: clients, then the broker, then the API (the broker owns the upgraded sockets).
 */
import { connect as connectTcp, type Socket } from "node:net";
import type { TestContext } from "node:test";
import { connect, type MqttClient } from "mqtt";
import { manualClock, type ManualClock } from "../../mock-api/clock.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { createMockApi, type MockApi } from "../../mock-api/server.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { createBroker, type Broker, type BrokerOptions } from "../../sim/broker.ts";
import { printerPassword } from "../../sim/broker-auth.ts";

export const SN = "SIM-0001";
export const OTHER_SN = "SIM-0002";

export interface BrokerHarness {
  api: MockApi;
  broker: Broker;
  store: Store;
  clock: ManualClock;
  logs: string[];
  tcpUrl: string;
  wsUrl: string;
  /** A fresh access token of a seeded user (customer unless told). */
  token(role?: keyof typeof SEED_USERS): string;
  printerSecret(sn: string): string;
  /** Connects and resolves on CONNACK 0; rejects with mqtt.js' error (its `code` = the return code). */
  mqtt(url: string, o: { username: string; password: string; clientId?: string; clean?: boolean }): Promise<MqttClient>;
  browser(url: string, token: string, sn?: string): Promise<MqttClient>;
  printer(url: string, sn?: string): Promise<MqttClient>;
  /** A raw TCP socket (closed in t.after). */
  raw(): Promise<Socket>;
}

let counter = 0;
export const clientId = (sn: string) => `${sn}-${process.pid}-${++counter}`;

export async function startBroker(t: TestContext, options: Partial<BrokerOptions> = {}): Promise<BrokerHarness> {
  const clock = manualClock();
  const logs: string[] = [];
  const api = createMockApi({ clock, log: () => {} });
  const base = await api.listen(0, "127.0.0.1");
  const broker = await createBroker({
    store: api.store,
    clock,
    tcpPort: 0,
    httpServer: api.server,
    log: (line) => logs.push(line),
    ...options,
  });
  const clients: MqttClient[] = [];
  const sockets: Socket[] = [];
  t.after(async () => {
    for (const s of sockets) s.destroy();
    await Promise.all(clients.map((c) => c.endAsync(true).catch(() => {})));
    await broker.close();
    await api.close();
  });
  if (broker.tcpUrl === null) throw new Error("no TCP listener");

  const h: BrokerHarness = {
    api,
    broker,
    store: api.store,
    clock,
    logs,
    tcpUrl: broker.tcpUrl,
    wsUrl: `${base.replace(/^http/, "ws")}/mqtt`,
    token: (role = "customer") => issueToken(api.store, SEED_USERS[role].id, clock.now()).token,
    printerSecret(sn) {
      const p = api.store.printers[sn];
      if (p === undefined) throw new Error(`no seeded printer ${sn}`);
      return p.secret;
    },
    mqtt(url, o) {
      return new Promise((resolve, reject) => {
        const c = connect(url, {
          username: o.username,
          password: o.password,
          clientId: o.clientId ?? clientId(o.username),
          clean: o.clean ?? true,
          protocolVersion: 4, // §7: protocol 4
          reconnectPeriod: 0, // tests watch single connections
          connectTimeout: 5000,
        });
        clients.push(c);
        c.on("error", () => {}); // later errors (a refused publish) surface as 'close'
        c.once("connect", () => resolve(c));
        c.once("error", reject);
        c.once("close", () => reject(new Error("closed before CONNACK")));
      });
    },
    browser: (url, token, sn = SN) => h.mqtt(url, { username: sn, password: token }),
    printer: (url, sn = SN) => h.mqtt(url, { username: sn, password: printerPassword(h.printerSecret(sn)) }),
    raw() {
      const { port } = new URL(broker.tcpUrl ?? "");
      return new Promise((resolve, reject) => {
        const s = connectTcp(Number(port), "127.0.0.1", () => resolve(s));
        sockets.push(s);
        s.once("error", reject);
      });
    },
  };
  return h;
}

/** SUBSCRIBE and resolve to the granted QoS (128 = refused). */
export function subscribe(c: MqttClient, topic: string): Promise<number> {
  return new Promise((resolve, reject) => {
    c.subscribe(topic, { qos: 0 }, (err, granted) => {
      // mqtt.js 5 reports a refusal as an error carrying the SUBACK.
      const refused = (err as { packet?: { granted?: number[] } } | null | undefined)?.packet?.granted?.[0];
      if (typeof refused === "number") return resolve(refused);
      if (err) return reject(err);
      resolve(granted?.[0]?.qos ?? -1);
    });
  });
}

/** Resolves with the first message on `topic`, rejects after `ms`. */
export function nextMessage(c: MqttClient, topic: string, ms = 3000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      c.off("message", on);
      reject(new Error(`no message on ${topic} within ${ms} ms`));
    }, ms);
    function on(t: string, payload: Buffer): void {
      if (t !== topic) return;
      clearTimeout(timer);
      c.off("message", on);
      resolve(payload);
    }
    c.on("message", on);
  });
}

export function closed(c: MqttClient, ms = 3000): Promise<void> {
  if (!c.connected) return Promise.resolve();
  return within(ms, new Promise<void>((resolve) => c.once("close", () => resolve())), "client to be disconnected");
}

export function within<T>(ms: number, p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// --- Raw MQTT 3.1.1 packets, for a client that can be made to stop reading. ---

function remainingLength(n: number): number[] {
  const out: number[] = [];
  do {
    let b = n % 128;
    n = Math.floor(n / 128);
    if (n > 0) b |= 0x80;
    out.push(b);
  } while (n > 0);
  return out;
}

const str = (s: string) => {
  const b = Buffer.from(s, "utf8");
  return Buffer.concat([Buffer.from([b.length >> 8, b.length & 0xff]), b]);
};

const packet = (firstByte: number, body: Buffer) => Buffer.concat([Buffer.from([firstByte, ...remainingLength(body.length)]), body]);

export function rawConnect(clientId: string, username: string, password: string): Buffer {
  const header = Buffer.concat([str("MQTT"), Buffer.from([4, 0xc2, 0, 60])]); // level 4; user+pass+clean; keepalive 60 s
  return packet(0x10, Buffer.concat([header, str(clientId), str(username), str(password)]));
}

export function rawSubscribe(topic: string, messageId = 1): Buffer {
  return packet(0x82, Buffer.concat([Buffer.from([messageId >> 8, messageId & 0xff]), str(topic), Buffer.from([0])]));
}

/** Waits until `socket` has received at least `n` bytes in total (from now on). */
export function readBytes(socket: Socket, n: number, ms = 3000): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let got = 0;
  return within(
    ms,
    new Promise<Buffer>((resolve) => {
      function on(chunk: Buffer): void {
        chunks.push(chunk);
        got += chunk.length;
        if (got >= n) {
          socket.off("data", on);
          resolve(Buffer.concat(chunks));
        }
      }
      socket.on("data", on);
    }),
    `${n} bytes from the broker`,
  );
}

/** A raw TCP subscriber (client id "<sn>-raw-<n>"), connected (CONNACK 0) and subscribed (SUBACK granted 0). */
export async function rawSubscriber(h: BrokerHarness, token: string, topic: string, sn = SN): Promise<Socket> {
  const s = await h.raw();
  const connack = readBytes(s, 4);
  s.write(rawConnect(`${sn}-raw-${++counter}`, sn, token));
  const ack = await connack;
  if (ack[0] !== 0x20 || ack[3] !== 0) throw new Error(`raw CONNACK ${ack.toString("hex")}`);
  const suback = readBytes(s, 5);
  s.write(rawSubscribe(topic));
  const sub = await suback;
  if (sub[0] !== 0x90 || sub[4] !== 0) throw new Error(`raw SUBACK ${sub.toString("hex")}`);
  return s;
}
