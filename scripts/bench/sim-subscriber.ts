/**
 * The in-process sim bench's subscriber (sim.ts): a process of its own that logs in to the sim's
 * broker over TCP as the backend's service (broker-auth.ts) and subscribes to every printer's
 * heartbeat, as a production backend would. It speaks MQTT 3.1.1 with mqtt-packet, the parser and
 * writer inside mqtt.js and Aedes, without mqtt.js's per-message machinery: at 50,000 messages/s
 * the bench must not be the slow consumer the broker drops (it reports its own CPU all the same).
 *
 *   node --import tsx scripts/bench/sim-subscriber.ts <mqtt://host:port> <service secret> <trace every>
 *
 * Counts every heartbeat, and for the traced serials (meter.ts tracedSerial) keeps each arrival's
 * time in the sim meter's clock (epoch ms, performance.timeOrigin + now). Talks to the bench over
 * IPC: "stats" → SubscriberStats, "arrivals" → { arrivals }, "exit".
 */
import { connect as tcp, type Socket } from "node:net";
import mqttPacket from "mqtt-packet";
import { SERVICE_USERNAME, servicePassword } from "../../sim/broker-auth.ts";
import { epochNow, tracedSerial } from "../../sim/transport/meter.ts";
import { TOPIC_ROOT } from "../../web/contract/device/topics.ts";

export interface SubscriberStats {
  type: "stats";
  subscribed: boolean;
  /** Heartbeats received since the subscription. */
  received: number;
  cpuUs: number;
  rssBytes: number;
  epochMs: number;
  /** Why the connection ended, if it did (a slow consumer is dropped by the broker). */
  closed: string | null;
}

const [url, secret, everyArg] = process.argv.slice(2);
if (url === undefined || secret === undefined) throw new Error("usage: sim-subscriber.ts <mqtt://host:port> <service secret> [trace every]");
const password = Buffer.from(servicePassword(secret));
const every = Number(everyArg ?? "0");
const { hostname, port } = new URL(url);
const FILTER = `${TOPIC_ROOT}/+/heartbeat`;
const PREFIX = `${TOPIC_ROOT}/`.length;
const SUFFIX = "/heartbeat".length;

let received = 0;
let subscribed = false;
let closed: string | null = null;
const arrivals = new Map<string, number[]>();
const traced = new Map<string, number[] | null>();

function onHeartbeat(topic: string): void {
  received++;
  if (every <= 0) return;
  const sn = topic.slice(PREFIX, -SUFFIX);
  let log = traced.get(sn);
  if (log === undefined) {
    log = tracedSerial(sn, every) ? [] : null;
    traced.set(sn, log);
    if (log !== null) arrivals.set(sn, log);
  }
  log?.push(epochNow());
}

/** Connects, retrying while the sim is still starting (its broker listens before its printers run). */
function open(attempt = 0): void {
  const socket: Socket = tcp(Number(port), hostname);
  const parser = mqttPacket.parser({ protocolVersion: 4 });
  parser.on("packet", (p) => {
    if (p.cmd === "publish") return onHeartbeat(p.topic);
    if (p.cmd === "connack") {
      if (p.returnCode !== 0) return fail(`CONNACK ${p.returnCode ?? "?"}`, socket);
      socket.write(mqttPacket.generate({ cmd: "subscribe", messageId: 1, subscriptions: [{ topic: FILTER, qos: 0 }] }));
    } else if (p.cmd === "suback") {
      if (p.granted[0] === 128) return fail(`subscription to ${FILTER} refused`, socket);
      subscribed = true;
    }
  });
  parser.on("error", (err) => fail(`parse error: ${err.message}`, socket));
  socket.on("connect", () => {
    socket.write(mqttPacket.generate({
      cmd: "connect", protocolId: "MQTT", protocolVersion: 4, clean: true, keepalive: 60,
      clientId: `${SERVICE_USERNAME}-bench-${process.pid}`, username: SERVICE_USERNAME, password,
    }));
    const ping = setInterval(() => socket.write(mqttPacket.generate({ cmd: "pingreq" })), 20_000);
    socket.once("close", () => clearInterval(ping));
  });
  socket.on("data", (chunk) => parser.parse(chunk));
  socket.on("error", (err) => {
    // Not listening yet: try again shortly (up to ~2 min), until we were ever in.
    if (!subscribed && (err as NodeJS.ErrnoException).code === "ECONNREFUSED" && attempt < 1200) return void setTimeout(() => open(attempt + 1), 100);
    closed ??= err.message;
  });
  socket.on("close", () => {
    if (subscribed) closed ??= "closed by the broker";
  });
}

function fail(why: string, socket: Socket): void {
  closed = why;
  socket.destroy();
}

process.on("message", (m: unknown) => {
  if (m === "stats") {
    const cpu = process.cpuUsage();
    const stats: SubscriberStats = { type: "stats", subscribed, received, cpuUs: cpu.user + cpu.system, rssBytes: process.memoryUsage.rss(), epochMs: epochNow(), closed };
    process.send?.(stats);
  } else if (m === "arrivals") {
    process.send?.({ type: "arrivals", arrivals: Object.fromEntries(arrivals) });
  } else if (m === "exit") {
    process.exit(0);
  }
});
process.on("disconnect", () => process.exit(0)); // the bench went away

open();
