/**
 * The sim's MQTT broker: Aedes 1.2 over TCP and over WebSocket at `/mqtt` on the web server's own
 * origin (so the browser uses the app's host and TLS). A factory with injected dependencies and
 * ports (CONVENTIONS 7); who may do what is in broker-auth.ts (§7 Realtime).
 *
 * Guards against the Aedes 1.2 hazards measured in issue 4:
 *   - a subscriber that stops reading: `drainTimeout` of a few seconds drops it (the default 60 s
 *     let one frozen subscriber halt delivery to everyone, for good);
 *   - packets over `maxPacketBytes` close that connection only (packet-size.ts);
 *   - a subscriber leaving while the broker has a backlog must not take the process down: the
 *     stack-breaking subscription below (found by test/sim/broker-hazards.test.ts);
 *   - more than ~20,000 messages/s of fan-in: printers' publishes go through a token bucket
 *     (broker-fan-in.ts), heartbeats over it are dropped and counted.
 *
 * And the cause of that collapse, found measuring 50,000 heartbeats/s to one TCP subscriber: with
 * Aedes' default `concurrency` of 100, messages beyond 100 in delivery wait in mqemitter's queue,
 * an array it empties with shift(), which copies the whole array each time once it is large: a
 * backlog made every message O(backlog), and the broker spent 85 % of its time there delivering
 * 3 % of the messages. `concurrency: 0` (no queue, every message delivered at once) removes it.
 * Each delivery to a client was also its own write system call (mqtt-packet uncorks on the next
 * tick): every connection's writes are batched per event-loop turn (broker-outlet.ts).
 *
 * The printers' in-process heartbeats (send()) skip Aedes' per-delivery work: encoded once and
 * appended to each subscriber's batch (broker-direct.ts), the same messages to the same clients.
 */
import { createServer, type Socket, type Server as TcpServer } from "node:net";
import type { IncomingMessage, Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { EventEmitter } from "node:events";
import type { Duplex } from "node:stream";
import { Aedes, type AuthenticateError, type Client, type PublishPacket } from "aedes";
import { WebSocketServer, createWebSocketStream } from "ws";
import type { Clock } from "../mock-api/clock.ts";
import type { Store } from "../mock-api/store/types.ts";
import {
  CONNACK,
  ConnectRefused,
  DEFAULT_BROKER_HOOKS,
  samePrincipal,
  type AuthContext,
  type BrokerHooks,
  type ConnackRefusal,
  type Principal,
} from "./broker-auth.ts";
import { createDirectPath, type DirectStats } from "./broker-direct.ts";
import { createFanIn, DEFAULT_FAN_IN_PER_SEC, type FanInStats } from "./broker-fan-in.ts";
import { attachOutlet, type Outlet } from "./broker-outlet.ts";
import { indexRetained } from "./broker-retained.ts";
import { watchPacketSizes } from "./packet-size.ts";
import { parseTopic } from "../web/contract/device/topics.ts";

export const MQTT_WS_PATH = "/mqtt";

export interface BrokerOptions {
  readonly store: Store;
  readonly clock: Clock;
  /** TCP listener port (0 = any free port); leave out for no TCP listener (then tcpUrl is null). */
  readonly tcpPort?: number;
  readonly host?: string;
  /** MQTT over WebSocket is attached to this server's upgrades for `/mqtt`; other paths are left alone. */
  readonly httpServer?: HttpServer;
  /** Larger packets close their connection: 64 KiB default, far above a heartbeat or a job. */
  readonly maxPacketBytes?: number;
  /** A subscriber whose socket has not drained for this long is dropped; default 3 s. */
  readonly drainTimeoutMs?: number;
  /** Printers' publishes allowed in per second, summed over all of them (broker-fan-in.ts); 0 = no cap. */
  readonly fanInPerSec?: number;
  /** Real ms for the fan-in bucket (tests freeze it); default performance.now. */
  readonly fanInNow?: () => number;
  /** Enables the service login ("service:" + this); leave out for none (broker-auth.ts). */
  readonly serviceSecret?: string;
  /** Replace some of the hooks (tests, or a real backend's rules). */
  readonly hooks?: Partial<BrokerHooks>;
  readonly log?: (line: string) => void;
}

export interface Broker {
  readonly aedes: Aedes;
  /** e.g. mqtt://127.0.0.1:1883, or null without a TCP listener. */
  readonly tcpUrl: string | null;
  /**
   * Publishes in-process (QoS 0, not retained), bypassing the hooks: how simulated printers and
   * the backend's print jobs get in. The payload is copied. Resolves once every current
   * subscriber's copy has been written (or its client dropped).
   */
  publish(topic: string, payload: Uint8Array | string): Promise<void>;
  /**
   * As publish, fire and forget: the payload is taken as it is (the caller must not reuse it).
   * Straight to the subscribers' connections (broker-direct.ts), or through Aedes when that path
   * cannot take it; the same subscribers get it either way.
   */
  send(topic: string, payload: Buffer): void;
  /** What the broker carried: the fan-in cap's counts and the connections now open. */
  stats(): BrokerStats;
  /** Closes every MQTT connection that authenticated with this access token (logout); resolves to how many. */
  disconnectToken(token: string): Promise<number>;
  close(): Promise<void>;
}

export interface BrokerStats {
  readonly fanIn: FanInStats;
  readonly clients: number;
  /** What send() delivered itself, dropped for slow subscribers, or left to Aedes. */
  readonly direct: DirectStats;
}

const DEFAULT_MAX_PACKET_BYTES = 64 * 1024; // issue 4: packets over 64 KiB close that client
const MAX_SYNC_DEPTH = 32; // nested synchronous releases before the stack breaker defers (see below)
const DEFAULT_DRAIN_TIMEOUT_MS = 3000; // issue 4: the 60 s default let one frozen subscriber halt all
const CLOSE_FLUSH_MS = 2000; // close(): at most this long for what is written to clients to leave

function refusal(returnCode: ConnackRefusal, message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as unknown as AuthenticateError;
}

export async function createBroker(options: BrokerOptions): Promise<Broker> {
  const { store, clock, tcpPort, httpServer } = options;
  const host = options.host ?? "127.0.0.1";
  const maxPacketBytes = options.maxPacketBytes ?? DEFAULT_MAX_PACKET_BYTES;
  const log = options.log ?? ((line: string) => console.log(line));
  const hooks: BrokerHooks = { ...DEFAULT_BROKER_HOOKS, ...options.hooks };
  const ctx: AuthContext = { store, clock, ...(options.serviceSecret !== undefined ? { serviceSecret: options.serviceSecret } : {}) };
  const fanIn = createFanIn(options.fanInPerSec ?? DEFAULT_FAN_IN_PER_SEC, options.fanInNow);
  /** Publishes the fan-in cap refused: authorized (so the client stays), then skipped by publish. */
  const capped = new WeakSet<object>();

  const principals = new WeakMap<Client, Principal>();
  /** Registered clients by id, to refuse a takeover of someone else's client id. */
  const live = new Map<string, Client>();
  const byToken = new Map<string, Set<Client>>();
  /** Every connection handed to aedes, so close() can end those that never sent CONNECT. */
  const conns = new Set<Duplex>();
  const drainTimeoutMs = options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;
  const outlets = new WeakMap<Duplex, Outlet>();

  const aedes = new Aedes({
    drainTimeout: drainTimeoutMs,
    concurrency: 0, // no mqemitter queue: see the file comment (a backlog cost O(backlog) per message)
    maxClientsIdLength: 64, // only applies to MQTT 3.1; broker-auth bounds ids for every version

    authenticate(client, username, password, done) {
      const attempt = { clientId: client.id, clean: client.clean, username, password };
      hooks.authenticate(ctx, attempt).then(
        (who) => {
          const holder = live.get(client.id);
          const held = holder === undefined || holder === client ? undefined : principals.get(holder);
          if (held !== undefined && !samePrincipal(held, who)) {
            // [MQTT-3.1.4-2] would close the holder: not for somebody else's id.
            log(`[broker] refused ${JSON.stringify(client.id)}: id held by another ${held.role} (CONNACK 2)`);
            return done(refusal(CONNACK.IDENTIFIER_REJECTED, `client id ${client.id} is in use by another client`), false);
          }
          principals.set(client, who);
          // A connection gone while the hook ran would never report its close: keep it out of the map.
          if (who.role === "browser" && !client.conn.destroyed) trackToken(client, who.token);
          done(null, true);
        },
        (err: unknown) => {
          const code = err instanceof ConnectRefused ? err.returnCode : CONNACK.SERVER_UNAVAILABLE;
          const message = err instanceof Error ? err.message : String(err);
          log(`[broker] refused ${JSON.stringify(client.id)} (${JSON.stringify(username ?? "")}): ${message} (CONNACK ${code})`);
          done(refusal(code, message), false);
        },
      );
    },

    authorizeSubscribe(client, sub, done) {
      const who = principals.get(client);
      if (who === undefined || client.conn.destroyed) return done(null, null);
      hooks.authorizeSubscribe(ctx, who, sub.topic).then(
        (ok) => {
          if (!ok) log(`[broker] ${client.id}: subscription to ${JSON.stringify(sub.topic)} refused`);
          done(null, ok ? sub : null); // null → granted QoS 128 in the SUBACK, the client stays
        },
        (err: unknown) => {
          log(`[broker] ${client.id}: authorizeSubscribe failed: ${String(err)}`);
          done(null, null);
        },
      );
    },

    authorizePublish(client, packet, done) {
      if (client === null) return done(null); // the broker's own (wills restored from persistence)
      const who = principals.get(client);
      // A will is published as its connection closes: the one publish a closed connection may make.
      const will = packet === (client as Client & { will?: unknown }).will;
      if (who === undefined || (client.conn.destroyed && !will)) return done(new Error("connection closed"));
      // An oversized packet that arrived whole in one read is parsed before its connection closes.
      if (packet.payload.length > maxPacketBytes) return done(new Error(`packet over ${maxPacketBytes} bytes`));
      hooks.authorizePublish(ctx, who, packet.topic).then(
        (ok) => {
          if (ok) {
            // Only a printer's heartbeats may be dropped; a will or a command message never.
            if (who.role === "printer" && !will && !fanIn.admit(parseTopic(packet.topic)?.kind === "heartbeat")) capped.add(packet);
            return done(null);
          }
          // MQTT 3.1.1 §3.3.5: no way to refuse a PUBLISH except closing the connection [MQTT-3.3.5-2].
          log(`[broker] ${client.id}: ${who.role} may not publish to ${JSON.stringify(packet.topic)}; disconnected`);
          done(new Error(`not allowed to publish to ${packet.topic}`));
        },
        (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
      );
    },
  });

  function trackToken(client: Client, token: string): void {
    let set = byToken.get(token);
    if (set === undefined) byToken.set(token, (set = new Set()));
    set.add(client);
    client.conn.once("close", () => {
      set.delete(client);
      if (set.size === 0 && byToken.get(token) === set) byToken.delete(token);
    });
  }

  // Aedes 1.2 hazard (issue 4), "Maximum call stack size exceeded" under a backlog: mqemitter starts
  // the next queued message as soon as the previous one is released, on the same stack when every
  // subscriber answered synchronously. Once the last subscriber of a backlogged topic left (or the
  // broker closed) thousands of queued messages ran in one recursion. This subscription to every
  // topic answers on the next turn after MAX_SYNC_DEPTH nested releases, so the stack stays bounded
  // while the usual case (no backlog) stays synchronous and costs nothing.
  let depth = 0;
  const breakStack = (_packet: unknown, cb: () => void) => {
    if (depth >= MAX_SYNC_DEPTH) return void setImmediate(cb);
    depth++;
    try {
      cb();
    } finally {
      depth--;
    }
  };
  aedes.subscribe("#", breakStack, () => {});
  // After the guard: the direct path wraps aedes.subscribe, and must not count the guard as a subscriber.
  const direct = createDirectPath(aedes, (conn) => outlets.get(conn));

  // MQTT 3.1.1 cannot refuse a PUBLISH without closing the connection [MQTT-3.3.5-2], so a capped
  // heartbeat is authorized and then not routed: aedes' publish handler hands the very packet
  // object it authorized to aedes.publish.
  type Route = (packet: PublishPacket, client?: unknown, done?: unknown) => void;
  const routePublish = (aedes.publish as unknown as Route).bind(aedes);
  (aedes as unknown as { publish: Route }).publish = (packet, client, done) => {
    if (!capped.delete(packet)) return routePublish(packet, client, done);
    if (typeof done === "function") (done as () => void)();
  };

  aedes.on("client", (client) => void live.set(client.id, client));
  aedes.on("clientDisconnect", (client) => {
    if (live.get(client.id) === client) live.delete(client.id);
  });
  /** Clients whose error was logged: a client dropped with thousands of deliveries pending fails each of them. */
  const complained = new WeakSet<Client>();
  aedes.on("clientError", (client, err) => {
    if ((err as { errorCode?: unknown }).errorCode !== undefined) return; // a refused CONNECT, logged above
    if (complained.has(client)) return;
    complained.add(client);
    log(`[broker] ${client.id}: ${err.message}`);
  });
  aedes.on("connectionError", (_client, err) => log(`[broker] connection error: ${err.message}`));
  // Persistence errors are emitted as 'error'; unheard, an EventEmitter would throw them.
  (aedes as EventEmitter).on("error", (err: unknown) => log(`[broker] error: ${String(err)}`));

  function accept(conn: Duplex, req?: IncomingMessage): void {
    const onDropped = (count: number) => {
      const who = (conn as Duplex & { client?: Client }).client?.id ?? "a client";
      log(`[broker] ${who}: ${count} QoS 0 message(s) dropped while it was too far behind (a slow consumer)`);
    };
    outlets.set(conn, attachOutlet(conn, { drainTimeoutMs, onDropped }));
    conns.add(conn);
    conn.once("close", () => conns.delete(conn));
    aedes.handle(conn, req);
    watchPacketSizes(conn, maxPacketBytes, (bytes) => {
      const who = (conn as Duplex & { client?: Client }).client?.id ?? "a client";
      log(`[broker] ${who}: packet of ${bytes} bytes is over ${maxPacketBytes}; disconnected`);
      // Next turn: packets before it in the same read still go through (authorizePublish drops
      // the oversized one should it have arrived whole).
      setImmediate(() => conn.destroy());
    });
  }

  await aedes.listen();
  indexRetained(aedes);

  let tcp: TcpServer | null = null;
  let tcpUrl: string | null = null;
  if (tcpPort !== undefined) {
    const server = createServer((socket: Socket) => accept(socket));
    try {
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        // A backlog of 2048 (Node's default is 511): thousands of printers connecting at once (--connect).
        server.listen({ port: tcpPort, host, backlog: 2048 }, () => {
          server.off("error", reject);
          resolve();
        });
      });
    } catch (err) {
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "EADDRINUSE") throw new Error(`MQTT port ${tcpPort} on ${host} is already in use (EADDRINUSE); pick another port`, { cause: err });
      if (code === "EACCES") throw new Error(`MQTT port ${tcpPort} on ${host} needs privileges (EACCES); pick a port above 1023`, { cause: err });
      throw err;
    }
    server.on("error", (err) => log(`[broker] TCP listener: ${err.message}`));
    tcp = server;
    const addr = server.address() as AddressInfo;
    tcpUrl = `mqtt://${addr.address.includes(":") ? `[${addr.address}]` : addr.address}:${addr.port}`;
  }

  // Tokens travel inside CONNECT, not in cookies, so a cross-site page gains nothing by opening
  // this socket: no Origin check needed. maxPayload is a memory backstop; the exact limit is the
  // packet watcher's (a WebSocket message may hold a part of a packet or several).
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * maxPacketBytes });
  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = req.url ?? "";
    const q = url.indexOf("?");
    if ((q === -1 ? url : url.slice(0, q)) !== MQTT_WS_PATH) return; // someone else's upgrade
    wss.handleUpgrade(req, socket, head, (ws) => accept(createWebSocketStream(ws), req));
  }
  httpServer?.on("upgrade", onUpgrade);

  /**
   * Until what is written to the clients has left (a turn's batch, then the sockets' buffers), at
   * most `ms`: closing destroys the sockets, and whatever they still held would be lost.
   */
  async function flushed(ms: number): Promise<void> {
    const end = performance.now() + ms;
    for (;;) {
      await new Promise((r) => setImmediate(r)); // the outlets' held bytes go out in the check phase
      if ([...conns].every((c) => c.destroyed || c.writableLength === 0) || performance.now() > end) return;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  let sendErrors = 0;
  const onSent = (err?: Error) => {
    if (err && sendErrors++ < 20) log(`[broker] in-process publish failed: ${err.message}`);
  };

  let closing: Promise<void> | null = null;
  return {
    aedes,
    tcpUrl,
    publish(topic, payload) {
      const packet: PublishPacket = { cmd: "publish", topic, payload: Buffer.from(payload), qos: 0, dup: false, retain: false };
      return new Promise((resolve, reject) => aedes.publish(packet, (err) => (err ? reject(err) : resolve())));
    },
    send(topic, payload) {
      if (direct.send(topic, payload)) return;
      aedes.publish({ cmd: "publish", topic, payload, qos: 0, dup: false, retain: false }, onSent);
    },
    stats: () => ({ fanIn: fanIn.stats(), clients: aedes.connectedClients, direct: direct.stats() }),
    async disconnectToken(token) {
      const clients = [...(byToken.get(token) ?? [])];
      byToken.delete(token);
      await Promise.all(clients.map((c) => new Promise<void>((resolve) => c.close(() => resolve()))));
      if (clients.length > 0) log(`[broker] logout: closed ${clients.length} MQTT session(s)`);
      return clients.length;
    },
    close() {
      closing ??= (async () => {
        httpServer?.off("upgrade", onUpgrade);
        await flushed(CLOSE_FLUSH_MS);
        await new Promise<void>((resolve) => aedes.close(() => resolve()));
        for (const conn of conns) conn.destroy(); // those that never completed CONNECT
        for (const ws of wss.clients) ws.terminate();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        if (tcp !== null) {
          const server = tcp;
          await new Promise<void>((resolve) => server.close(() => resolve()));
        }
      })();
      return closing;
    },
  };
}
