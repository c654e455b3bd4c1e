/**
 * The fan-in cap (issue 4: Aedes 1.2 collapses above ~20,000 msg/s of TCP fan-in): a token bucket
 * over every printer connection; heartbeats over it are dropped and counted, command messages
 * never; the sender stays connected. The bucket's clock is frozen, so the counts are exact.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createFanIn, DEFAULT_FAN_IN_PER_SEC } from "../../sim/broker-fan-in.ts";
import { commandTopic, heartbeatTopic } from "../../web/contract/device/topics.ts";
import { nextMessage, SN, startBroker, subscribe, sleep } from "./broker-harness.ts";
import { waitUntil } from "../helpers/wait.ts";

describe("fan-in token bucket", () => {
  test("holds one second's worth, refills at the rate, never drops what may not be dropped", () => {
    let now = 0;
    const cap = createFanIn(100, () => now);
    const admitted = Array.from({ length: 250 }, () => cap.admit(true)).filter(Boolean).length;
    assert.equal(admitted, 100);
    assert.equal(cap.admit(false), true, "a command message goes through an empty bucket");
    now += 500; // half a second: 50 tokens
    assert.equal(Array.from({ length: 80 }, () => cap.admit(true)).filter(Boolean).length, 50);
    now += 60_000; // a long pause refills to one second's worth, not more
    assert.equal(Array.from({ length: 300 }, () => cap.admit(true)).filter(Boolean).length, 100);
    assert.deepEqual(cap.stats(), { limitPerSec: 100, accepted: 251, dropped: 380 });
  });

  test("0 = no cap; a negative rate is refused", () => {
    const cap = createFanIn(0, () => 0);
    assert.equal(Array.from({ length: 1000 }, () => cap.admit(true)).filter(Boolean).length, 1000);
    assert.equal(cap.stats().dropped, 0);
    assert.throws(() => createFanIn(-1), RangeError);
    assert.equal(DEFAULT_FAN_IN_PER_SEC, 15_000);
  });
});

describe("fan-in cap in the broker", () => {
  test("heartbeats over the cap are dropped and counted; commands pass; the printer stays connected", async (t) => {
    const h = await startBroker(t, { fanInPerSec: 50, fanInNow: () => 0 });
    const watcher = await h.browser(h.tcpUrl, h.token());
    await subscribe(watcher, heartbeatTopic(SN));
    await subscribe(watcher, commandTopic(SN));
    const got = { heartbeat: 0, command: 0 };
    watcher.on("message", (topic) => (topic === heartbeatTopic(SN) ? got.heartbeat++ : got.command++));

    const printer = await h.printer(h.tcpUrl);
    for (let i = 0; i < 200; i++) printer.publish(heartbeatTopic(SN), Buffer.alloc(46, i));
    for (let i = 0; i < 5; i++) printer.publish(commandTopic(SN), JSON.stringify({ sn: SN, ts: i, coins: i }));
    await waitUntil("205 publishes through the cap", () => h.broker.stats().fanIn.accepted + h.broker.stats().fanIn.dropped >= 205, 10_000);
    assert.deepEqual(h.broker.stats().fanIn, { limitPerSec: 50, accepted: 55, dropped: 150 });
    await waitUntil("what the cap let through", () => got.heartbeat >= 50 && got.command >= 5, 10_000);
    // Nothing more comes: a later in-process message arrives after all of it has been delivered.
    await sleep(100);
    const marker = nextMessage(watcher, commandTopic(SN), 5000);
    await h.broker.publish(commandTopic(SN), "marker");
    await marker;
    assert.deepEqual(got, { heartbeat: 50, command: 6 });
    assert.ok(printer.connected, "dropping is not disconnecting");
  });

  test("the in-process publish (the sim's own printers, jobs) is not capped", async (t) => {
    const h = await startBroker(t, { fanInPerSec: 1, fanInNow: () => 0 });
    const watcher = await h.browser(h.tcpUrl, h.token());
    await subscribe(watcher, heartbeatTopic(SN));
    let got = 0;
    watcher.on("message", () => got++);
    await Promise.all(Array.from({ length: 20 }, () => h.broker.publish(heartbeatTopic(SN), Buffer.alloc(46))));
    await waitUntil("20 heartbeats", () => got >= 20, 5000);
    assert.equal(h.broker.stats().fanIn.dropped, 0);
  });
});
