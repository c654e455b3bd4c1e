/**
 * The Aedes 1.2 hazards of issue 4, reproduced over real sockets: an oversized packet, a
 * subscriber that stops reading, and subscribers leaving while the broker has a backlog.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { commandTopic, heartbeatTopic } from "../../web/contract/device/topics.ts";
import { closed, nextMessage, rawSubscriber, sleep, SN, startBroker, subscribe, within } from "./broker-harness.ts";
import { waitUntil } from "../helpers/wait.ts";

const KiB = 1024;

describe("broker hazards", () => {
  for (const tr of ["tcp", "ws"] as const) {
    test(`a packet over 64 KiB closes only its sender (${tr})`, async (t) => {
      const h = await startBroker(t);
      const url = tr === "tcp" ? h.tcpUrl : h.wsUrl;
      const watcher = await h.browser(url, h.token());
      await subscribe(watcher, heartbeatTopic(SN));
      const got: number[] = [];
      watcher.on("message", (_t, p) => got.push(p.length));
      const printer = await h.printer(url);
      printer.publish(heartbeatTopic(SN), Buffer.alloc(64 * KiB - 100)); // just under: delivered
      printer.publish(heartbeatTopic(SN), Buffer.alloc(70 * KiB)); // over: the sender is closed
      await closed(printer);
      // The first packet may still be on its way to the watcher: let it land before arming `after`.
      await waitUntil("the packet under 64 KiB at the watcher", () => got.length >= 1, 5_000);
      const after = nextMessage(watcher, heartbeatTopic(SN));
      await h.broker.publish(heartbeatTopic(SN), "still here");
      assert.equal((await after).toString(), "still here");
      assert.deepEqual(got, [64 * KiB - 100, "still here".length]);
      assert.ok(watcher.connected);
      assert.ok(h.logs.some((l) => /packet of \d+ bytes is over 65536/.test(l)), h.logs.join("\n"));
    });
  }

  test("a subscriber that stops reading is dropped; the others keep receiving", async (t) => {
    const drainTimeoutMs = 2000; // the healthy subscriber must drain its share in time even on a loaded CI machine
    const h = await startBroker(t, { drainTimeoutMs });
    const frozen = await rawSubscriber(h, h.token(), heartbeatTopic(SN));
    // A socket that does not read never sees its end, so watch the broker's side.
    const frozenClosed = new Promise<void>((r) => h.broker.aedes.on("clientDisconnect", (c) => c.id.includes("-raw-") && r()));
    frozen.pause(); // stops reading: the kernel buffers fill, then the broker's writes back up
    const healthy = await h.browser(h.tcpUrl, h.token("admin"));
    await subscribe(healthy, heartbeatTopic(SN));
    let received = 0;
    healthy.on("message", () => received++);

    const count = 600;
    const payload = Buffer.alloc(32 * KiB, 7); // 600 × 32 KiB ≈ 19 MB, far beyond loopback socket buffers
    const published = Promise.all(Array.from({ length: count }, () => h.broker.publish(heartbeatTopic(SN), payload)));
    await waitUntil(`${count} messages at the healthy subscriber`, () => received >= count, 15_000);
    assert.equal(received, count);
    await within(15_000, published, "every publish to complete");
    // With Aedes' 60 s default this took a minute or never finished; now about one drain timeout.
    await within(15_000, frozenClosed, "the frozen subscriber to be dropped");
    assert.ok(h.logs.some((l) => /drain timeout/.test(l)), h.logs.join("\n"));
    // And the broker still delivers afterwards.
    const later = nextMessage(healthy, commandTopic(SN));
    await subscribe(healthy, commandTopic(SN));
    await h.broker.publish(commandTopic(SN), "later");
    assert.equal((await later).toString(), "later");
  });

  const backlogs = [
    { name: "large messages", count: 800, bytes: 32 * KiB },
    { name: "heartbeat-sized messages", count: 20_000, bytes: 64 },
  ];
  for (const { name, count, bytes } of backlogs) test(`subscribers leaving while the broker has a backlog of ${name} do not crash it`, async (t) => {
    const h = await startBroker(t); // the shipped drain timeout
    const stuck = await Promise.all(Array.from({ length: 5 }, () => rawSubscriber(h, h.token(), heartbeatTopic(SN))));
    for (const s of stuck) s.pause();
    const leaving = await Promise.all(Array.from({ length: 5 }, () => h.browser(h.tcpUrl, h.token())));
    await Promise.all(leaving.map((c) => subscribe(c, heartbeatTopic(SN))));
    const healthy = await h.browser(h.wsUrl, h.token("admin"));
    await subscribe(healthy, heartbeatTopic(SN));
    let received = 0;
    healthy.on("message", () => received++);

    const payload = Buffer.alloc(bytes, 1);
    const published = Promise.all(Array.from({ length: count }, () => h.broker.publish(heartbeatTopic(SN), payload)));
    await sleep(200); // the backlog builds up behind the stuck subscribers
    for (const s of stuck) s.destroy(); // leave abruptly mid-backlog…
    await Promise.all(leaving.map((c) => c.endAsync(true))); // …and some mid-stream
    await within(15_000, published, "every publish to complete");
    await waitUntil(() => `${count} messages at the healthy subscriber (got ${received})`, () => received >= count, 15_000);
    assert.equal(received, count);
    assert.ok(healthy.connected);
    assert.equal(h.broker.aedes.connectedClients, 1);
    // A new subscriber works normally.
    const fresh = await h.browser(h.tcpUrl, h.token());
    await subscribe(fresh, heartbeatTopic(SN));
    const next = nextMessage(fresh, heartbeatTopic(SN));
    await h.broker.publish(heartbeatTopic(SN), "fine");
    assert.equal((await next).toString(), "fine");
  });

  // Found by these tests: with every subscriber of a backlogged topic gone, mqemitter ran the rest of
  // the queue in one synchronous recursion (RangeError) until the broker broke the stack (broker-stack-breaker.ts).
  test("the only subscribers leaving under a backlog of 30,000 messages do not overflow the stack", async (t) => {
    const h = await startBroker(t);
    const stuck = await Promise.all(Array.from({ length: 3 }, () => rawSubscriber(h, h.token(), heartbeatTopic(SN))));
    for (const s of stuck) s.pause();
    const payload = Buffer.alloc(64, 1);
    const published = Promise.allSettled(Array.from({ length: 30_000 }, () => h.broker.publish(heartbeatTopic(SN), payload)));
    await sleep(300); // the stuck sockets fill up and the queue builds behind them
    for (const s of stuck) s.destroy();
    const results = await within(20_000, published, "every publish to settle");
    assert.equal(results.length, 30_000);
    const fresh = await h.browser(h.tcpUrl, h.token());
    await subscribe(fresh, heartbeatTopic(SN));
    const next = nextMessage(fresh, heartbeatTopic(SN));
    await h.broker.publish(heartbeatTopic(SN), "after");
    assert.equal((await next).toString(), "after");
  });

  test("closing the broker under a backlog settles every publish without overflowing the stack", async (t) => {
    const h = await startBroker(t);
    const stuck = await rawSubscriber(h, h.token(), heartbeatTopic(SN));
    stuck.pause();
    const published = Promise.allSettled(Array.from({ length: 30_000 }, () => h.broker.publish(heartbeatTopic(SN), Buffer.alloc(64, 2))));
    await sleep(300);
    await h.broker.close();
    assert.equal((await within(20_000, published, "every publish to settle")).length, 30_000);
  });
});
