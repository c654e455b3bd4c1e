/**
 * `sim start --connect` and `--bridge` in-process: printers as real MQTT clients over TCP to the
 * built-in broker (Last Will, clean leave, reconnect), the bridge recording what the broker
 * delivers, and jobs reaching printers over their subscriptions.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { connect, type MqttClient } from "mqtt";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { issueToken } from "../../mock-api/store/tokens.ts";
import { decodeHeartbeat } from "../../web/contract/device/heartbeat.ts";
import type { PrintJobMessage } from "../../web/contract/device/messages.ts";
import { heartbeatTopic } from "../../web/contract/device/topics.ts";
import { waitUntil } from "../helpers/wait.ts";
import { startTransportSim, type TransportSim } from "./transport-harness.ts";

const [A, B, C] = ["SIM-0001", "SIM-0002", "SIM-0003"] as const;

async function browser(t: import("node:test").TestContext, s: TransportSim, sn: string): Promise<MqttClient> {
  const token = issueToken(s.store, SEED_USERS.customer.id, s.clock.now()).token;
  const client = connect(`${s.base.replace(/^http/, "ws")}/mqtt`, { username: sn, password: token, clientId: `${sn}-t-${process.pid}-${Math.random().toString(36).slice(2, 8)}`, reconnectPeriod: 0, connectTimeout: 5000 });
  t.after(() => client.endAsync(true).catch(() => {}));
  await new Promise<void>((resolve, reject) => {
    client.once("connect", () => resolve());
    client.once("error", reject);
  });
  return client;
}

const connected = (s: TransportSim) => s.transport.stats().printersConnected;
const presenceOf = (s: TransportSim, sn: string) => s.presence.filter((p) => p.sn === sn);

describe("--connect: printers as MQTT clients of the built-in broker", () => {
  test("each printer connects with its own login; the bridge records their heartbeats; a browser sees them", async (t) => {
    const s = await startTransportSim(t, { connect: true });
    await waitUntil("3 printers connected", () => connected(s) === 3);
    assert.equal(s.transport.stats().mode, "connect");
    assert.equal(s.transport.stats().recording, "from the broker");
    assert.ok((s.transport.broker?.stats().clients ?? 0) >= 3);
    await waitUntil("an online presence from each", () => [A, B, C].every((sn) => presenceOf(s, sn).some((p) => p.online)));

    const watcher = await browser(t, s, A);
    await watcher.subscribeAsync(heartbeatTopic(A));
    const frame = await new Promise<Buffer>((resolve) => watcher.once("message", (_t, p) => resolve(p)));
    const hb = decodeHeartbeat(frame);
    assert.ok(hb.ok);
    assert.equal(hb.value.sn, A);

    await waitUntil("heartbeats recorded from the broker", () => [A, B, C].every((sn) => s.store.printers[sn]?.last_seen !== undefined));
    const stats = s.transport.stats();
    assert.ok(stats.delivered.heartbeat > 0 && stats.delivered.heartbeat <= stats.sent.heartbeat);
    assert.equal(stats.fanIn?.dropped, 0);
  });

  test("offline ends the socket without DISCONNECT: the broker publishes the Last Will; clear reconnects", async (t) => {
    const s = await startTransportSim(t, { connect: true });
    await waitUntil("3 printers connected", () => connected(s) === 3);
    await waitUntil("B online", () => presenceOf(s, B).some((p) => p.online));
    s.fleet.fault(B, "offline");
    await waitUntil("B's will", () => presenceOf(s, B).some((p) => !p.online));
    // The will, not a clean leave: the printer never sent its own offline message (that has a reason).
    const will = presenceOf(s, B).find((p) => !p.online);
    assert.equal(will?.reason, undefined);
    assert.equal(connected(s), 2);

    const seen = s.store.printers[B]?.last_seen;
    const delivered = s.transport.stats().delivered.heartbeat;
    await waitUntil("more heartbeats from the others", () => s.transport.stats().delivered.heartbeat >= delivered + 6);
    assert.equal(s.store.printers[B]?.last_seen, seen, "no heartbeat of B while it is off");

    const before = presenceOf(s, B).length;
    s.fleet.clear(B);
    await waitUntil("B back online", () => presenceOf(s, B).slice(before).some((p) => p.online));
    await waitUntil("3 printers connected again", () => connected(s) === 3);
    await waitUntil("B's heartbeats again", () => (s.store.printers[B]?.last_seen ?? 0) > (seen ?? 0));
  });

  test("disconnect leaves cleanly and comes back by itself; mute keeps the connection; malformed frames arrive as malformed", async (t) => {
    const s = await startTransportSim(t, { connect: true });
    await waitUntil("3 printers connected", () => connected(s) === 3);
    await waitUntil("C online", () => presenceOf(s, C).some((p) => p.online));
    const before = presenceOf(s, C).length;
    s.fleet.fault(C, "disconnect");
    await waitUntil("C's own offline message", () => presenceOf(s, C).slice(before).some((p) => !p.online));
    assert.equal(presenceOf(s, C).slice(before).find((p) => !p.online)?.reason, "disconnect");
    await waitUntil("C back by itself (3 s virtual)", () => presenceOf(s, C).slice(before).some((p) => p.online));
    await waitUntil("3 printers connected again", () => connected(s) === 3);

    s.fleet.fault(A, "mute");
    s.fleet.fault(B, "malformed");
    const malformed = s.transport.stats().delivered.malformed;
    await waitUntil("malformed frames from B", () => s.transport.stats().delivered.malformed >= malformed + 2);
    const delivered = s.transport.stats().delivered.heartbeat;
    await waitUntil("C's heartbeats go on", () => s.transport.stats().delivered.heartbeat >= delivered + 3);
    assert.equal(connected(s), 3, "a muted printer stays connected");
  });

  test("a print job reaches the printer over its job subscription; its coins are recorded from the broker", async (t) => {
    const s = await startTransportSim(t, { connect: true });
    await waitUntil("3 printers connected", () => connected(s) === 3);
    const job: PrintJobMessage = { order_sn: "T-CONNECT-1", sn: A, goods_id: 1, goods_type_id: 15, name: "dragon", image_url: "/mock/art/dragon-1.svg", bytes: 50_000, created_at: s.clock.now() };
    s.fleet.devices.sendJob(job);
    await waitUntil("the job to start on A", () => s.events.some((e) => e.type === "job" && e.order_sn === job.order_sn && e.started));
    await waitUntil("A heating", () => s.fleet.status().find((r) => r.sn === A)?.state !== "idle");

    const coins = s.store.printers[A]?.coins ?? 0;
    s.fleet.coin(A, 2);
    await waitUntil("coins recorded through the bridge", () => s.store.printers[A]?.coins === coins + 2);
    assert.ok(s.transport.stats().delivered.command > 0);

    // Issue 13: a cancel travels the same job topic and stops the job on the printer.
    s.fleet.devices.cancelJob?.({ cancel: true, order_sn: job.order_sn, sn: A, reason: "refunded", ts: s.clock.now() });
    await waitUntil("the job cancelled on A", () => s.events.some((e) => e.type === "job" && e.order_sn === job.order_sn && e.reason === "cancelled (running)"));
    assert.equal(s.fleet.status().find((r) => r.sn === A)?.state, "idle");
  });
});

describe("--bridge: in-process printers, recorded from a wildcard subscription", () => {
  test("heartbeats are recorded as delivered, with their latency; none is lost", async (t) => {
    const s = await startTransportSim(t, { bridge: true });
    assert.equal(s.transport.stats().mode, "in-process");
    await waitUntil("30 heartbeats delivered", () => s.transport.stats().delivered.heartbeat >= 30);
    const stats = s.transport.stats();
    assert.equal(stats.recording, "from the broker");
    assert.notEqual(stats.latencyMs, null);
    assert.ok((stats.latencyMs?.count ?? 0) > 0);
    await s.fleet.close(); // stops publishing; then everything sent must come out
    assert.equal(await s.transport.drain(5000), true);
    const end = s.transport.stats();
    assert.equal(end.delivered.heartbeat, end.sent.heartbeat);
    const report = s.transport.report();
    assert.equal(report.latencyHistogram.reduce((n, [, c]) => n + c, 0), end.delivered.heartbeat);
    assert.ok(report.process.rssBytes > 0);
  });
});
