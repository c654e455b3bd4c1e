/**
 * The direct delivery path for the broker's in-process `send()` (QoS 0, not retained: the simulated
 * printers' heartbeats, sim/fleet-heartbeat.ts sendBeat). Aedes spent ~12 µs of CPU per delivered heartbeat
 * (mqemitter matching, a Packet object and a setImmediate per subscriber, mqtt-packet writing each
 * packet in four or five pieces, then batching copying them); 50,000 heartbeats/s to one subscriber
 * needs well under 20 µs in all (issue 4: the sim process under one core). Here a message is encoded
 * once as an MQTT 3.1.1 PUBLISH and copied once into each matching connection's batch (broker-outlet.ts).
 *
 * Who gets it, kept exactly as Aedes would deliver it:
 *   - The index is fed by Aedes itself. Every subscription Aedes makes goes through aedes.subscribe()
 *     into mqemitter, which is wrapped here: a new listener is "foreign" until Aedes' 'subscribe'
 *     event shows it is a client's (client.subscriptions[filter].func) on a connection with an
 *     outlet and MQTT 3.1 or 3.1.1 (the PUBLISH layout encoded here); then it is indexed by filter.
 *     Every removal goes through aedes.unsubscribe() (UNSUBSCRIBE, a client closing), also wrapped.
 *   - A message goes to each indexed client whose filter matches (exact filters in a Map, the few
 *     wildcard filters, which only the service may hold (broker-auth.ts), through matchTopic), once
 *     per client even if several of its filters match (Aedes dedupes per client the same way).
 *   - Anything else falls back to aedes.publish (send() answers false): a topic a foreign listener
 *     matches (an in-process aedes.subscribe such as the bridge's, an MQTT 5 client, a session
 *     restored without a 'subscribe' event, a SUBSCRIBE still in flight), a `$` topic, or anyone
 *     listening to Aedes' 'publish' event. The broker's own "#" crash guard
 *     (broker-stack-breaker.ts) is subscribed before the wrapper and is not fed: it only bounds
 *     mqemitter's recursion, which this path skips.
 *
 * Order: a connection's bytes stay in the order they were handed to its outlet. Across the two
 * paths a message from Aedes is written in the check phase after it is published, a direct one at
 * once; a topic's messages take one path or the other, so per-topic order (MQTT 3.1.1 §4.6) holds
 * except across a switch of path (a foreign subscriber arriving or leaving), at most a turn apart.
 */
import type { Duplex } from "node:stream";
import type { Aedes, Client, Subscription } from "aedes";
import type { Outlet } from "./broker-outlet.ts";

const PUBLISH_QOS0 = 0x30; // MQTT 3.1.1 §3.3.1: type 3, DUP 0, QoS 0, RETAIN 0
const MAX_REMAINING_LENGTH = 268_435_455; // §2.2.3: four bytes of remaining length
const SLASH = 47;
const PLUS = 43;
const HASH = 35;
const DOLLAR = 36;

/**
 * One MQTT 3.1.1 PUBLISH packet, QoS 0, not retained (§3.3): 0x30, the remaining length (§2.2.3,
 * 7 bits a byte, least significant first), the topic as a 2-byte big-endian length and UTF-8, then
 * the payload (no packet identifier at QoS 0).
 */
export function encodePublish(topic: string, payload: Uint8Array): Buffer {
  const topicBytes = Buffer.byteLength(topic, "utf8");
  if (topicBytes > 0xffff) throw new RangeError(`MQTT topic of ${topicBytes} bytes: at most 65535`);
  const remaining = 2 + topicBytes + payload.length;
  if (remaining > MAX_REMAINING_LENGTH) throw new RangeError(`MQTT packet of ${remaining} bytes: at most ${MAX_REMAINING_LENGTH}`);
  const lengthBytes = remaining < 0x80 ? 1 : remaining < 0x4000 ? 2 : remaining < 0x200000 ? 3 : 4;
  const out = Buffer.allocUnsafe(1 + lengthBytes + remaining); // a slice of Node's pool at heartbeat size
  out[0] = PUBLISH_QOS0;
  let i = 1;
  let n = remaining;
  do {
    const low = n & 0x7f;
    n >>>= 7;
    out[i++] = n > 0 ? low | 0x80 : low;
  } while (n > 0);
  out[i++] = topicBytes >>> 8;
  out[i++] = topicBytes & 0xff;
  // latin1 copies a char a byte, faster than UTF-8, and is exact when every char is ASCII.
  out.write(topic, i, topicBytes, topicBytes === topic.length ? "latin1" : "utf8");
  out.set(payload, i + topicBytes);
  return out;
}

/**
 * Whether an MQTT topic matches a subscription filter (MQTT 3.1.1 §4.7): `+` is one level (an empty
 * one too), `#` (last) the rest and the parent level ("a/#" matches "a"), and a filter starting with
 * a wildcard does not match a topic starting with `$` [MQTT-4.7.2-1]. No allocation: it runs for
 * every wildcard filter on every heartbeat.
 */
export function matchTopic(filter: string, topic: string): boolean {
  const first = filter.charCodeAt(0);
  if (topic.charCodeAt(0) === DOLLAR && (first === PLUS || first === HASH)) return false;
  const fl = filter.length;
  const tl = topic.length;
  let f = 0; // both at the start of a level
  let t = 0;
  for (;;) {
    const c = filter.charCodeAt(f);
    if (c === HASH) return true;
    if (c === PLUS) {
      while (t < tl && topic.charCodeAt(t) !== SLASH) t++;
      f++;
    } else {
      while (f < fl && (filter.charCodeAt(f) !== SLASH)) {
        if (t >= tl || topic.charCodeAt(t) !== filter.charCodeAt(f)) return false;
        f++;
        t++;
      }
      if (t < tl && topic.charCodeAt(t) !== SLASH) return false; // the topic's level is longer
    }
    // f is at the filter's "/" or end, t at the topic's "/" or end.
    if (f >= fl) return t >= tl;
    if (t >= tl) return f + 2 === fl && filter.charCodeAt(f + 1) === HASH; // only "…/#" matches the parent
    f++;
    t++;
  }
}

type Listener = (packet: unknown, cb: () => void) => void;
type Done = (err?: Error | null) => void;
type SubscribeFn = (topic: string, func: Listener, done?: Done) => void;

/** The parts of an Aedes 1.2 client this path reads (lib/client.js). */
interface ClientParts {
  readonly version: number | null;
  readonly closed: boolean;
  readonly conn: Duplex;
  readonly subscriptions: Record<string, { func: Listener } | undefined>;
}

/** An indexed client: its outlet, and its listeners by filter. */
interface Target {
  readonly client: Client;
  readonly conn: Duplex;
  readonly outlet: Outlet;
  readonly funcs: Map<Listener, string>;
  /** The last send() that reached it: once per client per message. */
  stamp: number;
}

export interface DirectStats {
  /** Packets handed to subscribers' outlets. */
  readonly delivered: number;
  /** Packets a slow subscriber's outlet refused (broker-outlet.ts). */
  readonly dropped: number;
  /** send() calls left to aedes.publish (see the file comment). */
  readonly fallbacks: number;
}

export interface DirectPath {
  /** Delivers a QoS 0, not retained message; false = not done, the caller must aedes.publish it. */
  send(topic: string, payload: Uint8Array): boolean;
  stats(): DirectStats;
}

/** Wraps `aedes` (subscribe, unsubscribe, events); `outletOf` gives a connection's outlet, if it has one. */
export function createDirectPath(aedes: Aedes, outletOf: (conn: Duplex) => Outlet | undefined): DirectPath {
  const isWild = (filter: string) => filter.includes("+") || filter.includes("#");
  const exact = new Map<string, Set<Target>>();
  const wild = new Map<string, Set<Target>>();
  /** Listeners Aedes has that are not indexed, by filter: exact ones looked up, wildcard ones matched. */
  const foreignExact = new Map<string, Set<Listener>>();
  const foreignWild = new Map<string, Set<Listener>>();
  const foreign = (filter: string) => (isWild(filter) ? foreignWild : foreignExact);
  const claimed = new Map<Listener, Target>();
  const targets = new Map<Client, Target>();
  const index = (filter: string) => (isWild(filter) ? wild : exact);
  /** A closed broker answers every publish with an error: Aedes' to give. */
  const closed = () => (aedes as unknown as { closed: boolean }).closed;
  let seq = 0;
  let delivered = 0;
  let dropped = 0;
  let fallbacks = 0;

  const add = <T>(map: Map<string, Set<T>>, key: string, value: T) => {
    const set = map.get(key);
    if (set === undefined) map.set(key, new Set([value]));
    else set.add(value);
  };
  const del = <T>(map: Map<string, Set<T>>, key: string, value: T) => {
    const set = map.get(key);
    if (set !== undefined && set.delete(value) && set.size === 0) map.delete(key);
  };

  function unindex(func: Listener, target: Target): void {
    const filter = target.funcs.get(func);
    if (filter === undefined) return;
    target.funcs.delete(func);
    claimed.delete(func);
    del(index(filter), filter, target);
  }

  function drop(target: Target | undefined): void {
    if (target === undefined || targets.get(target.client) !== target) return;
    targets.delete(target.client);
    for (const func of [...target.funcs.keys()]) unindex(func, target);
  }

  function targetOf(client: Client): Target | undefined {
    const known = targets.get(client);
    if (known !== undefined) return known;
    const c = client as unknown as ClientParts;
    // MQTT 5 (version 5) adds a properties field to PUBLISH: not the layout encodePublish writes.
    if ((c.version !== 3 && c.version !== 4) || c.closed || c.conn.destroyed) return undefined;
    const outlet = outletOf(c.conn);
    if (outlet === undefined) return undefined;
    const target: Target = { client, conn: c.conn, outlet, funcs: new Map(), stamp: 0 };
    targets.set(client, target);
    c.conn.once("close", () => drop(target));
    return target;
  }

  const subscribe = (aedes.subscribe as unknown as SubscribeFn).bind(aedes);
  const unsubscribe = (aedes.unsubscribe as unknown as SubscribeFn).bind(aedes);
  // mqemitter adds a listener synchronously: it is foreign from this moment until claimed.
  (aedes as unknown as { subscribe: SubscribeFn }).subscribe = (topic, func, done) => {
    add(foreign(topic), topic, func);
    subscribe(topic, func, (err) => {
      if (err) del(foreign(topic), topic, func); // refused (too many levels): never added
      done?.(err);
    });
  };
  // mqemitter removes it on the next turn: an indexed one stops at once (no more for an unsubscribed
  // client), a foreign one keeps the fallback until it is really gone.
  (aedes as unknown as { unsubscribe: SubscribeFn }).unsubscribe = (topic, func, done) => {
    const target = claimed.get(func);
    if (target !== undefined && target.funcs.get(func) === topic) unindex(func, target);
    unsubscribe(topic, func, (err) => {
      del(foreign(topic), topic, func);
      done?.(err);
    });
  };

  aedes.on("subscribe", (subs: Subscription[], client: Client) => {
    const target = targetOf(client);
    if (target === undefined) return; // its listeners stay foreign: matching topics go through Aedes
    const own = (client as unknown as ClientParts).subscriptions;
    for (const sub of subs) {
      if ((sub.qos as number) === 128) continue; // refused (SUBACK 0x80): Aedes added no listener
      const func = own[sub.topic]?.func;
      if (func === undefined || foreign(sub.topic).get(sub.topic)?.has(func) !== true) continue; // already indexed, or not Aedes' doing
      del(foreign(sub.topic), sub.topic, func);
      target.funcs.set(func, sub.topic);
      claimed.set(func, target);
      add(index(sub.topic), sub.topic, target);
    }
  });
  aedes.on("clientDisconnect", (client: Client) => drop(targets.get(client)));

  /** True when a foreign listener would receive `topic`: then Aedes must deliver it, to everyone. */
  function foreignMatch(topic: string): boolean {
    if (foreignExact.has(topic)) return true;
    for (const filter of foreignWild.keys()) if (matchTopic(filter, topic)) return true;
    return false;
  }

  /** Hands the packet (encoded on first use) to one target, once per message; returns the packet. */
  function deliver(target: Target, id: number, topic: string, payload: Uint8Array, packet: Buffer | null): Buffer | null {
    if (target.stamp === id) return packet;
    target.stamp = id;
    if ((target.client as unknown as ClientParts).closed) return packet; // closing: Aedes writes nothing more either
    const bytes = packet ?? encodePublish(topic, payload);
    if (target.outlet.push(bytes)) delivered++;
    else if (!target.conn.destroyed) dropped++;
    return bytes;
  }

  return {
    send(topic, payload) {
      if (closed() || topic.length === 0 || topic.charCodeAt(0) === DOLLAR || ((foreignExact.size > 0 || foreignWild.size > 0) && foreignMatch(topic)) || aedes.listenerCount("publish") > 0) {
        fallbacks++;
        return false;
      }
      const id = ++seq;
      let packet: Buffer | null = null;
      const direct = exact.get(topic);
      if (direct !== undefined) for (const target of direct) packet = deliver(target, id, topic, payload, packet);
      if (wild.size > 0) {
        for (const [filter, set] of wild) {
          if (!matchTopic(filter, topic)) continue;
          for (const target of set) packet = deliver(target, id, topic, payload, packet);
        }
      }
      return true;
    },
    stats: () => ({ delivered, dropped, fallbacks }),
  };
}
