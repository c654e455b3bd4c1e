/**
 * The sim's MQTT broker: Aedes 1.2 over TCP and over WebSocket at `/mqtt` on the web server's own
 * origin (so the browser uses the app's host and TLS; broker-listeners.ts). A factory with injected
 * dependencies and ports (CONVENTIONS 7); who may do what is in broker-auth.ts (§7 Realtime),
 * wired into Aedes by broker-access.ts; what it takes and returns is in broker-api.ts.
 *
 * Guards against the Aedes 1.2 hazards measured in issue 4:
 *   - a subscriber that stops reading: `drainTimeout` of a few seconds drops it (the default 60 s
 *     let one frozen subscriber halt delivery to everyone, for good);
 *   - packets over `maxPacketBytes` close that connection only (packet-size.ts);
 *   - a subscriber leaving while the broker has a backlog must not take the process down: the
 *     stack-breaking subscription (broker-stack-breaker.ts, found by test/sim/broker-hazards.test.ts);
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
import type { EventEmitter } from "node:events";
import type { Duplex } from "node:stream";
import { Aedes, type Client, type PublishPacket } from "aedes";
import type { Broker, BrokerOptions } from "./broker-api.ts";
import { createAccess } from "./broker-access.ts";
import { createDirectPath } from "./broker-direct.ts";
import { createFanIn, DEFAULT_FAN_IN_PER_SEC } from "./broker-fan-in.ts";
import { listen } from "./broker-listeners.ts";
import type { Outlet } from "./broker-outlet.ts";
import { indexRetained } from "./broker-retained.ts";
import { breakDeepStacks } from "./broker-stack-breaker.ts";

export * from "./broker-api.ts";

const DEFAULT_MAX_PACKET_BYTES = 64 * 1024; // issue 4: packets over 64 KiB close that client
const DEFAULT_DRAIN_TIMEOUT_MS = 3000; // issue 4: the 60 s default let one frozen subscriber halt all
const CLOSE_FLUSH_MS = 2000; // close(): at most this long for what is written to clients to leave

export async function createBroker(options: BrokerOptions): Promise<Broker> {
  const { store, clock, tcpPort, httpServer } = options;
  const host = options.host ?? "127.0.0.1";
  const maxPacketBytes = options.maxPacketBytes ?? DEFAULT_MAX_PACKET_BYTES;
  const log = options.log ?? ((line: string) => console.log(line));
  const fanIn = createFanIn(options.fanInPerSec ?? DEFAULT_FAN_IN_PER_SEC, options.fanInNow);
  const access = createAccess({ store, clock, serviceSecret: options.serviceSecret, hooks: options.hooks, fanIn, maxPacketBytes, log });
  const drainTimeoutMs = options.drainTimeoutMs ?? DEFAULT_DRAIN_TIMEOUT_MS;
  const outlets = new WeakMap<Duplex, Outlet>();

  const aedes = new Aedes({
    drainTimeout: drainTimeoutMs,
    concurrency: 0, // no mqemitter queue: see the file comment (a backlog cost O(backlog) per message)
    maxClientsIdLength: 64, // only applies to MQTT 3.1; broker-auth bounds ids for every version
    authenticate: access.authenticate,
    authorizeSubscribe: access.authorizeSubscribe,
    authorizePublish: access.authorizePublish,
  });

  breakDeepStacks(aedes);
  // After the guard: the direct path wraps aedes.subscribe, and must not count the guard as a subscriber.
  const direct = createDirectPath(aedes, (conn) => outlets.get(conn));
  access.attach(aedes);

  /** Clients whose error was logged: a client dropped with thousands of deliveries pending fails each of them. */
  const complained = new WeakSet<Client>();
  aedes.on("clientError", (client, err) => {
    if ((err as { errorCode?: unknown }).errorCode !== undefined) return; // a refused CONNECT, logged by broker-access.ts
    if (complained.has(client)) return;
    complained.add(client);
    log(`[broker] ${client.id}: ${err.message}`);
  });
  aedes.on("connectionError", (_client, err) => log(`[broker] connection error: ${err.message}`));
  // Persistence errors are emitted as 'error'; unheard, an EventEmitter would throw them.
  (aedes as EventEmitter).on("error", (err: unknown) => log(`[broker] error: ${String(err)}`));

  await aedes.listen();
  indexRetained(aedes);
  const listeners = await listen({ aedes, host, tcpPort, httpServer, maxPacketBytes, drainTimeoutMs, outlets, log });

  let sendErrors = 0;
  const onSent = (err?: Error) => {
    if (err && sendErrors++ < 20) log(`[broker] in-process publish failed: ${err.message}`);
  };

  let closing: Promise<void> | null = null;
  return {
    aedes,
    tcpUrl: listeners.tcpUrl,
    publish(topic, payload) {
      const packet: PublishPacket = { cmd: "publish", topic, payload: Buffer.from(payload), qos: 0, dup: false, retain: false };
      return new Promise((resolve, reject) => aedes.publish(packet, (err) => (err ? reject(err) : resolve())));
    },
    send(topic, payload) {
      if (direct.send(topic, payload)) return;
      aedes.publish({ cmd: "publish", topic, payload, qos: 0, dup: false, retain: false }, onSent);
    },
    stats: () => ({ fanIn: fanIn.stats(), clients: aedes.connectedClients, direct: direct.stats() }),
    disconnectToken: (token) => access.disconnectToken(token),
    close() {
      closing ??= (async () => {
        listeners.stopUpgrades();
        await listeners.flushed(CLOSE_FLUSH_MS);
        await new Promise<void>((resolve) => aedes.close(() => resolve()));
        await listeners.close();
      })();
      return closing;
    },
  };
}
