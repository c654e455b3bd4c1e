/**
 * The broker's direct delivery path (sim/broker-direct.ts) by its public behaviour: what
 * broker.send() puts on the wire reaches mqtt.js subscribers over TCP and WebSocket exactly as
 * Aedes would deliver it (the subscribers' own topics, once each, in order), falls back to Aedes
 * for an in-process subscriber, and drops a subscriber that stops reading without hurting others.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { MqttClient } from "mqtt";
import { SERVICE_USERNAME, servicePassword } from "../../sim/broker-auth.ts";
import { heartbeatTopic, TOPIC_ROOT } from "../../web/contract/device/topics.ts";
import { clientId, OTHER_SN, rawSubscriber, sleep, SN, startBroker, subscribe } from "./broker-harness.ts";
import { waitUntil } from "../helpers/wait.ts";

const SECRET = "direct-path-test";

/** Every message a client receives, as "topic payload-hex". */
function collect(c: MqttClient): string[] {
  const got: string[] = [];
  c.on("message", (topic, payload) => got.push(`${topic} ${payload.toString("hex")}`));
  return got;
}

/** A heartbeat-sized payload that says which message it is. */
const beat = (sn: string, i: number) => Buffer.from(`${sn}#${String(i).padStart(4, "0")}`.padEnd(46, "."));

describe("broker direct delivery (in-process send)", () => {
  test("mqtt.js subscribers over TCP and WebSocket get exactly the heartbeats they subscribed to, once each, in order", async (t) => {
    const h = await startBroker(t, { serviceSecret: SECRET });
    const tcp = await h.browser(h.tcpUrl, h.token()); // SN's page, over TCP
    const ws = await h.browser(h.wsUrl, h.token(), OTHER_SN); // OTHER_SN's page, over WebSocket
    const service = await h.mqtt(h.wsUrl, { username: SERVICE_USERNAME, password: servicePassword(SECRET), clientId: clientId(SERVICE_USERNAME) });
    assert.equal(await subscribe(tcp, heartbeatTopic(SN)), 0);
    assert.equal(await subscribe(ws, heartbeatTopic(OTHER_SN)), 0);
    // Two filters that both match SN's heartbeats: still one copy of each.
    assert.equal(await subscribe(service, `${TOPIC_ROOT}/+/heartbeat`), 0);
    assert.equal(await subscribe(service, heartbeatTopic(SN)), 0);
    const [atTcp, atWs, atService] = [collect(tcp), collect(ws), collect(service)];

    const n = 300;
    const expected: Record<string, string[]> = { [SN]: [], [OTHER_SN]: [], other: [] };
    for (let i = 0; i < n; i++) {
      for (const sn of [SN, OTHER_SN, "SIM-0003"]) {
        const payload = beat(sn, i);
        (expected[sn] ?? expected.other ?? []).push(`${heartbeatTopic(sn)} ${payload.toString("hex")}`);
        h.broker.send(heartbeatTopic(sn), payload);
      }
      if (i % 50 === 49) await sleep(1); // several event-loop turns, as the fleet's timer slots
    }
    await waitUntil(`${3 * n} heartbeats at the service`, () => atService.length >= 3 * n);
    await waitUntil(`${n} at each browser`, () => atTcp.length >= n && atWs.length >= n);
    await sleep(50); // nothing more is on its way
    assert.deepEqual(atTcp, expected[SN]);
    assert.deepEqual(atWs, expected[OTHER_SN]);
    assert.equal(atService.length, 3 * n);
    assert.equal(new Set(atService).size, 3 * n, "a heartbeat reached the service twice");
    for (const sn of [SN, OTHER_SN]) assert.deepEqual(atService.filter((m) => m.startsWith(`${heartbeatTopic(sn)} `)), expected[sn]);

    const direct = h.broker.stats().direct;
    assert.equal(direct.fallbacks, 0, "every send went the direct way");
    assert.equal(direct.delivered, 5 * n); // 2n to the browsers, 3n to the service
    assert.equal(direct.dropped, 0);
  });

  test("an in-process subscriber (aedes.subscribe) sends matching topics through Aedes: everyone still gets each once", async (t) => {
    const h = await startBroker(t);
    const tcp = await h.browser(h.tcpUrl, h.token());
    await subscribe(tcp, heartbeatTopic(SN));
    const atTcp = collect(tcp);
    const inProcess: string[] = [];
    const listener = (packet: { topic: string; payload: Buffer | string }, cb: () => void) => {
      inProcess.push(`${packet.topic} ${Buffer.from(packet.payload).toString("hex")}`);
      cb();
    };
    await new Promise<void>((resolve) => h.broker.aedes.subscribe(`${TOPIC_ROOT}/+/heartbeat`, listener, () => resolve()));

    h.broker.send(heartbeatTopic(SN), beat(SN, 1));
    h.broker.send(`${TOPIC_ROOT}/${SN}/command`, Buffer.from("{}")); // no in-process listener: direct
    await waitUntil("the heartbeat at both", () => atTcp.length === 1 && inProcess.length === 1);
    assert.deepEqual(atTcp, [`${heartbeatTopic(SN)} ${beat(SN, 1).toString("hex")}`]);
    assert.deepEqual(inProcess, atTcp);
    assert.deepEqual(h.broker.stats().direct, { delivered: 0, dropped: 0, fallbacks: 1 });

    // Gone again: the direct way is back.
    await new Promise<void>((resolve) => h.broker.aedes.unsubscribe(`${TOPIC_ROOT}/+/heartbeat`, listener, () => resolve()));
    h.broker.send(heartbeatTopic(SN), beat(SN, 2));
    await waitUntil("the second heartbeat", () => atTcp.length === 2);
    assert.equal(inProcess.length, 1);
    assert.deepEqual(h.broker.stats().direct, { delivered: 1, dropped: 0, fallbacks: 1 });
  });

  test("an unsubscribed or disconnected client gets nothing more", async (t) => {
    const h = await startBroker(t);
    const [a, b] = [await h.browser(h.tcpUrl, h.token()), await h.browser(h.wsUrl, h.token())];
    await subscribe(a, heartbeatTopic(SN));
    await subscribe(b, heartbeatTopic(SN));
    const [atA, atB] = [collect(a), collect(b)];
    h.broker.send(heartbeatTopic(SN), beat(SN, 1));
    await waitUntil("the first heartbeat at both", () => atA.length === 1 && atB.length === 1);
    await a.unsubscribeAsync(heartbeatTopic(SN));
    await b.endAsync();
    h.broker.send(heartbeatTopic(SN), beat(SN, 2));
    const c = await h.browser(h.tcpUrl, h.token());
    await subscribe(c, heartbeatTopic(SN));
    const atC = collect(c);
    h.broker.send(heartbeatTopic(SN), beat(SN, 3));
    await waitUntil("the third heartbeat at the newcomer", () => atC.length === 1);
    await sleep(50);
    assert.deepEqual([atA.length, atB.length], [1, 1]);
    assert.equal(h.broker.stats().direct.delivered, 3);
  });

  /** A raw subscriber that stopped reading and a healthy mqtt.js one (WebSocket), both on SN's heartbeats. */
  async function frozenAndHealthy(h: Awaited<ReturnType<typeof startBroker>>) {
    const frozen = await rawSubscriber(h, h.token(), heartbeatTopic(SN));
    let gone = false;
    h.broker.aedes.on("clientDisconnect", (c) => void (c.id.includes("-raw-") && (gone = true)));
    frozen.pause(); // stops reading: the kernel buffers fill, then its outlet's queue
    const healthy = await h.browser(h.wsUrl, h.token("admin"));
    await subscribe(healthy, heartbeatTopic(SN));
    let received = 0;
    healthy.on("message", () => received++);
    let sent = 0;
    /** 64 × 16 KiB a turn, in step with the healthy subscriber (so only the frozen one falls behind), until `done`. */
    const sendUntil = async (done: () => boolean, what: string) => {
      // A deadline checked inside the loop: a loop left running after a time-out would keep the test file alive.
      const end = Date.now() + 30_000;
      const late = () => {
        if (Date.now() > end) throw new Error(`timed out after 30000 ms waiting for ${what}`);
      };
      const payload = Buffer.alloc(16 * 1024, 7);
      while (!done()) {
        late();
        for (let i = 0; i < 64; i++) h.broker.send(heartbeatTopic(SN), payload);
        sent += 64;
        while (received < sent && !gone) {
          late();
          await sleep(1);
        }
      }
    };
    return { healthy, sendUntil, gone: () => gone, received: () => received, sent: () => sent };
  }

  test("a subscriber that stops reading is dropped within the drain timeout; the others get everything", async (t) => {
    const h = await startBroker(t, { drainTimeoutMs: 2000 }); // long enough for the healthy one on a loaded CI machine; Aedes would wait 60 s
    const s = await frozenAndHealthy(h);
    await s.sendUntil(s.gone, "the frozen subscriber to be dropped"); // tens of MB: past loopback's socket buffers
    await waitUntil(`${s.sent()} messages at the healthy subscriber`, () => s.received() >= s.sent(), 15_000);
    assert.equal(s.received(), s.sent());
    assert.ok(h.logs.some((l) => /drain timeout/.test(l)), h.logs.join("\n"));
    assert.ok(s.healthy.connected);
    assert.equal(h.broker.aedes.connectedClients, 1);
    // And delivery goes on.
    h.broker.send(heartbeatTopic(SN), Buffer.from("after"));
    await waitUntil("a message after the drop", () => s.received() === s.sent() + 1);
  });

  test("a subscriber too far behind loses QoS 0 messages instead of queueing them without end; the others get everything", async (t) => {
    const h = await startBroker(t, { drainTimeoutMs: 60_000 }); // long enough not to drop it in this test
    const s = await frozenAndHealthy(h);
    await s.sendUntil(() => h.broker.stats().direct.dropped > 0, "a message dropped for the frozen subscriber");
    await waitUntil(`${s.sent()} messages at the healthy subscriber`, () => s.received() >= s.sent(), 15_000);
    assert.equal(s.received(), s.sent());
    assert.equal(s.gone(), false);
    assert.equal(h.broker.aedes.connectedClients, 2);
    // What waits for it is bounded: the sends after the first drop are dropped too.
    const before = h.broker.stats().direct.dropped;
    await s.sendUntil(() => h.broker.stats().direct.dropped >= before + 64, "64 more dropped");
    assert.equal(s.received(), s.sent());
  });
});
