/**
 * The printer feed against a fake mqtt client: §7 connect options, this printer's topics only,
 * messages routed by topic, and a CONNACK 4/5 answered with a fresh token and an immediate
 * reconnect (refusal.ts) instead of the 30 s period.
 */
import assert from "node:assert/strict";
import { EventEmitter } from "node:events";
import { test } from "node:test";
import { decideRetry, isTokenRefusal, refusalCode, type TokenOutcome } from "../../../../web/src/lib/mqtt/refusal.ts";
import { mqttUrl, startPrinterFeed, type FeedStatus, type MqttClientLike, type MqttConnectOptions } from "../../../../web/src/lib/mqtt/printer-feed.ts";
import { fakeTimers } from "./fake-timers.ts";

class FakeClient extends EventEmitter {
  subscribed: string[][] = [];
  ended = false;
  readonly options: MqttConnectOptions;
  constructor(options: MqttConnectOptions) {
    super();
    this.options = options;
  }
  subscribe(topics: string[]) {
    this.subscribed.push(topics);
  }
  end() {
    this.ended = true;
  }
  reconnects = 0;
  reconnect() {
    this.reconnects += 1;
  }
  refuse(code: number) {
    this.emit("error", Object.assign(new Error(`Connection refused: ${code}`), { code }));
    this.emit("close");
  }
}

const flush = () => new Promise((r) => setImmediate(r));

function setup(fresh: (used: string) => Promise<TokenOutcome>) {
  const clients: FakeClient[] = [];
  const statuses: FeedStatus[] = [];
  const heartbeats: Uint8Array[] = [];
  const commands: string[] = [];
  const timers = fakeTimers();
  const asked: string[] = [];
  const feed = startPrinterFeed({
    sn: "SIM-0001",
    url: "ws://app.test/mqtt",
    token: "tok-A",
    freshToken: (used) => {
      asked.push(used);
      return fresh(used);
    },
    onHeartbeat: (f) => heartbeats.push(f),
    onCommand: (c) => commands.push(c),
    onStatus: (s) => statuses.push(s),
    connect: (_url, options) => {
      const c = new FakeClient(options);
      clients.push(c);
      return c as unknown as MqttClientLike;
    },
    timers,
    suffix: () => `s${clients.length}`,
  });
  return { feed, clients, statuses, heartbeats, commands, timers, asked };
}

test("connects with the §7 options and subscribes to this printer's two topics only", async () => {
  const h = setup(async () => ({ kind: "unknown" }));
  await flush();
  const c = h.clients[0];
  assert.ok(c);
  assert.deepEqual(c.options, {
    username: "SIM-0001",
    password: "tok-A",
    clientId: "SIM-0001-s0",
    clean: true,
    protocolVersion: 4,
    reconnectPeriod: 30_000,
    connectTimeout: 10_000,
    resubscribe: false,
    timerVariant: "native",
  });
  c.emit("connect");
  assert.deepEqual(c.subscribed, [["tanghua/device/SIM-0001/heartbeat", "tanghua/device/SIM-0001/command"]]);
  assert.deepEqual(h.statuses, ["connecting", "connected"]);
});

test("routes heartbeats (binary) and commands (text) by topic; other printers' topics are ignored", async () => {
  const h = setup(async () => ({ kind: "unknown" }));
  await flush();
  const c = h.clients[0] as FakeClient;
  c.emit("connect");
  c.emit("message", "tanghua/device/SIM-0001/heartbeat", new Uint8Array([1, 2, 3]));
  c.emit("message", "tanghua/device/SIM-0001/command", new TextEncoder().encode('{"sn":"SIM-0001","ts":1,"coins":3}'));
  c.emit("message", "tanghua/device/SIM-0002/heartbeat", new Uint8Array([9]));
  c.emit("message", "tanghua/device/SIM-0001/job", new Uint8Array([9]));
  assert.deepEqual(h.heartbeats, [new Uint8Array([1, 2, 3])]);
  assert.deepEqual(h.commands, ['{"sn":"SIM-0001","ts":1,"coins":3}']);
});

test("CONNACK 4 with a newer token in the cookie: reconnects at once with it", async () => {
  const h = setup(async () => ({ kind: "token", token: "tok-B" }));
  await flush();
  (h.clients[0] as FakeClient).refuse(4);
  await flush();
  await flush();
  assert.deepEqual(h.asked, ["tok-A"]);
  assert.equal((h.clients[0] as FakeClient).ended, true, "the refused client is ended (no 30 s retry with the stale token)");
  assert.equal(h.clients.length, 2, "a new connection without waiting for the period");
  assert.equal(h.clients[1]?.options.password, "tok-B");
  assert.equal(h.timers.pending(), 0);
  h.clients[1]?.emit("connect");
  assert.deepEqual(h.statuses, ["connecting", "refused", "connected"]);
});

test("CONNACK 5 while the API still takes the token: one immediate retry, then every 30 s", async () => {
  const h = setup(async (used) => ({ kind: "token", token: used }));
  await flush();
  (h.clients[0] as FakeClient).refuse(5);
  await flush();
  await flush();
  assert.equal(h.clients.length, 2, "one immediate retry");
  (h.clients[1] as FakeClient).refuse(5);
  await flush();
  await flush();
  assert.equal(h.clients.length, 2, "the second refusal in a row waits");
  h.timers.advance(29_999);
  await flush();
  assert.equal(h.clients.length, 2);
  h.timers.advance(1);
  await flush();
  assert.equal(h.clients.length, 3, "retried after the 30 s period");
});

test("the session is over (API 401): the feed stops and reports login", async () => {
  const h = setup(async () => ({ kind: "login" }));
  await flush();
  (h.clients[0] as FakeClient).refuse(4);
  await flush();
  await flush();
  assert.equal(h.clients.length, 1);
  assert.equal(h.statuses.at(-1), "login");
  h.timers.advance(60_000);
  await flush();
  assert.equal(h.clients.length, 1, "no retries with a dead token");
});

test("other errors (a dropped socket) are left to mqtt.js's 30 s reconnect", async () => {
  const h = setup(async () => ({ kind: "token", token: "tok-B" }));
  await flush();
  const c = h.clients[0] as FakeClient;
  c.emit("connect");
  c.emit("error", new Error("socket hang up"));
  c.emit("close");
  await flush();
  assert.deepEqual(h.asked, []);
  assert.equal(h.clients.length, 1);
  assert.equal(h.statuses.at(-1), "reconnecting");
});

test("the network is back (reconnectNow): a lost connection is retried at once, a live one left alone", async () => {
  const h = setup(async () => ({ kind: "unknown" }));
  await flush();
  const c = h.clients[0] as FakeClient;
  c.emit("connect");
  h.feed.reconnectNow();
  assert.equal(c.reconnects, 0, "connected: nothing to do");
  c.emit("close");
  assert.equal(h.statuses.at(-1), "reconnecting");
  h.feed.reconnectNow();
  assert.equal(c.reconnects, 1, "not the 30 s period");
});

test("reconnectNow while a 30 s retry is pending opens a new connection at once", async () => {
  const h = setup(async () => ({ kind: "unknown" }));
  await flush();
  (h.clients[0] as FakeClient).refuse(4);
  await flush();
  await flush();
  assert.equal(h.timers.pending(), 1, "a 30 s retry is pending");
  h.feed.reconnectNow();
  await flush();
  assert.equal(h.timers.pending(), 0);
  assert.equal(h.clients.length, 2);
  assert.equal(h.clients[1]?.options.password, "tok-A");
});

test("stop() ends the client and cancels a pending retry", async () => {
  const h = setup(async (used) => ({ kind: "unknown", token: used }) as TokenOutcome);
  await flush();
  (h.clients[0] as FakeClient).refuse(4);
  await flush();
  await flush();
  assert.equal(h.timers.pending(), 1, "a 30 s retry is pending");
  h.feed.stop();
  assert.equal(h.timers.pending(), 0);
  assert.equal(h.statuses.at(-1), "stopped");
  h.timers.advance(60_000);
  await flush();
  assert.equal(h.clients.length, 1);
});

test("stop() while the mqtt chunk is still loading ends the client when it arrives", async () => {
  let release: (c: MqttClientLike) => void = () => {};
  const made: FakeClient[] = [];
  const feed = startPrinterFeed({
    sn: "SIM-0001",
    url: "ws://x/mqtt",
    token: "t",
    freshToken: async () => ({ kind: "unknown" }),
    onHeartbeat: () => {},
    onCommand: () => {},
    onStatus: () => {},
    connect: (_u, o) =>
      new Promise<MqttClientLike>((r) => {
        const c = new FakeClient(o);
        made.push(c);
        release = r;
      }),
  });
  feed.stop();
  release(made[0] as unknown as MqttClientLike);
  await flush();
  assert.equal(made[0]?.ended, true);
});

test("refusal helpers: codes 4 and 5 are token refusals; the retry table", () => {
  assert.equal(refusalCode(Object.assign(new Error("x"), { code: 4 })), 4);
  assert.equal(refusalCode(new Error("x")), null);
  assert.equal(refusalCode({ code: "ECONNRESET" }), null);
  assert.equal(isTokenRefusal(4), true);
  assert.equal(isTokenRefusal(5), true);
  assert.equal(isTokenRefusal(2), false);
  assert.equal(isTokenRefusal(null), false);
  const cases: [string, number, TokenOutcome, ReturnType<typeof decideRetry>][] = [
    ["new token", 0, { kind: "token", token: "B" }, { action: "now", token: "B" }],
    ["new token after retries", 5, { kind: "token", token: "B" }, { action: "now", token: "B" }],
    ["same token, first", 0, { kind: "token", token: "A" }, { action: "now", token: "A" }],
    ["same token, again", 1, { kind: "token", token: "A" }, { action: "later", token: "A" }],
    ["login", 0, { kind: "login" }, { action: "stop" }],
    ["unknown", 0, { kind: "unknown" }, { action: "later", token: "A" }],
  ];
  for (const [name, n, outcome, want] of cases) assert.deepEqual(decideRetry("A", n, outcome), want, name);
});

test("mqttUrl: the app's own origin at /mqtt, wss on https", () => {
  assert.equal(mqttUrl({ protocol: "http:", host: "127.0.0.1:8080" }), "ws://127.0.0.1:8080/mqtt");
  assert.equal(mqttUrl({ protocol: "https:", host: "tanghua.example" }), "wss://tanghua.example/mqtt");
});
