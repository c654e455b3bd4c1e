/**
 * The sim's broker, by its public behaviour over real sockets (mqtt.js over TCP and over
 * WebSocket on the mock API's own origin): §7 Realtime's security rules and logout.
 */
import assert from "node:assert/strict";
import { createServer } from "node:net";
import { describe, test } from "node:test";
import { WebSocket } from "ws";
import { revokeToken } from "../../mock-api/store/tokens.ts";
import { createBroker } from "../../sim/broker.ts";
import { printerPassword } from "../../sim/broker-auth.ts";
import { commandTopic, heartbeatTopic, jobTopic } from "../../web/contract/device/topics.ts";
import { closed, nextMessage, OTHER_SN, sleep, SN, startBroker, subscribe, within } from "./broker-harness.ts";
import { waitUntil } from "../helpers/wait.ts";

const transports = ["tcp", "ws"] as const;
const urlOf = (h: { tcpUrl: string; wsUrl: string }, tr: (typeof transports)[number]) => (tr === "tcp" ? h.tcpUrl : h.wsUrl);

for (const tr of transports) {
  describe(`broker over ${tr}`, () => {
    test("a browser with a valid token receives the heartbeats and commands its printer publishes", async (t) => {
      const h = await startBroker(t);
      const browser = await h.browser(urlOf(h, tr), h.token());
      assert.equal(await subscribe(browser, heartbeatTopic(SN)), 0);
      assert.equal(await subscribe(browser, commandTopic(SN)), 0);
      const printer = await h.printer(urlOf(h, tr));
      const beat = nextMessage(browser, heartbeatTopic(SN));
      printer.publish(heartbeatTopic(SN), Buffer.from([1, 2, 3]));
      assert.deepEqual([...(await beat)], [1, 2, 3]);
      const command = nextMessage(browser, commandTopic(SN));
      printer.publish(commandTopic(SN), JSON.stringify({ coins: 2 }));
      assert.deepEqual(JSON.parse((await command).toString()), { coins: 2 });
      // And what the sim publishes in-process.
      const inProcess = nextMessage(browser, heartbeatTopic(SN));
      await h.broker.publish(heartbeatTopic(SN), new Uint8Array([9]));
      assert.deepEqual([...(await inProcess)], [9]);
    });

    test("a printer receives its print jobs", async (t) => {
      const h = await startBroker(t);
      const printer = await h.printer(urlOf(h, tr));
      assert.equal(await subscribe(printer, jobTopic(SN)), 0);
      const job = nextMessage(printer, jobTopic(SN));
      await h.broker.publish(jobTopic(SN), '{"order_sn":"1"}');
      assert.equal((await job).toString(), '{"order_sn":"1"}');
    });

    const refusals: { name: string; username: string; password: (h: Awaited<ReturnType<typeof startBroker>>) => string; clientId?: string; code: number }[] = [
      { name: "a wrong token", username: SN, password: () => "not-a-token", code: 4 },
      { name: "no password", username: SN, password: () => "", code: 4 },
      { name: "a revoked token", username: SN, password: (h) => { const tk = h.token(); revokeToken(h.store, tk); return tk; }, code: 4 },
      { name: "an expired token", username: SN, password: (h) => { const tk = h.token(); h.clock.advance(31 * 86_400_000); return tk; }, code: 4 },
      { name: "a wrong printer secret", username: SN, password: () => printerPassword("0".repeat(32)), code: 4 },
      { name: "another printer's secret", username: SN, password: (h) => printerPassword(h.printerSecret(OTHER_SN)), code: 4 },
      { name: "a serial with a wildcard", username: "SIM+0001", password: (h) => h.token(), clientId: "SIM+0001-x", code: 4 },
      { name: "a serial with a slash", username: "SIM/0001", password: (h) => h.token(), clientId: "SIM/0001-x", code: 4 },
      { name: "a serial with #", username: "#", password: (h) => h.token(), clientId: "#-x", code: 4 },
      { name: "a serial with a control character", username: "SIM-0001\n", password: (h) => h.token(), clientId: "SIM-0001\n-x", code: 4 },
      { name: "a serial no printer has", username: "SIM-9999", password: (h) => h.token(), code: 5 },
      { name: "the serial __proto__", username: "__proto__", password: (h) => h.token(), clientId: "__proto__-x", code: 5 },
      { name: "a client id not starting with the serial", username: SN, password: (h) => h.token(), clientId: "mqttjs_1234", code: 2 },
      { name: "a client id of another serial", username: SN, password: (h) => h.token(), clientId: `${OTHER_SN}-abc`, code: 2 },
      { name: "the bare serial as client id", username: SN, password: (h) => h.token(), clientId: SN, code: 2 },
    ];
    for (const r of refusals) {
      test(`CONNACK ${r.code} for ${r.name}`, async (t) => {
        const h = await startBroker(t);
        const err = await h.mqtt(urlOf(h, tr), { username: r.username, password: r.password(h), ...(r.clientId ? { clientId: r.clientId } : {}) }).then(
          () => assert.fail("connected"),
          (e: unknown) => e,
        );
        assert.equal((err as { code?: number }).code, r.code, String(err));
      });
    }

    test("a browser may not keep a session (§7: clean session)", async (t) => {
      const h = await startBroker(t);
      const err = await h.mqtt(urlOf(h, tr), { username: SN, password: h.token(), clean: false }).catch((e: unknown) => e);
      assert.equal((err as { code?: number }).code, 5);
    });

    test("subscriptions outside the client's own topics are refused (granted 128), the client stays", async (t) => {
      const h = await startBroker(t);
      const browser = await h.browser(urlOf(h, tr), h.token());
      for (const topic of [heartbeatTopic(OTHER_SN), "tanghua/device/+/heartbeat", "#", "tanghua/device/SIM-0001/#", "tanghua/device/SIM-0001/+", "+/+/+/+", jobTopic(SN), "$SYS/#", "anything"]) {
        assert.equal(await subscribe(browser, topic), 128, topic);
      }
      const printer = await h.printer(urlOf(h, tr));
      for (const topic of [heartbeatTopic(SN), commandTopic(SN), jobTopic(OTHER_SN), "tanghua/device/+/job", "#"]) {
        assert.equal(await subscribe(printer, topic), 128, `printer: ${topic}`);
      }
      assert.ok(browser.connected && printer.connected);
      assert.equal(await subscribe(browser, heartbeatTopic(SN)), 0, "still allowed its own");
    });

    test("a browser publishing to a device topic is disconnected and nobody receives it", async (t) => {
      const h = await startBroker(t);
      const watcher = await h.browser(urlOf(h, tr), h.token("admin"));
      await subscribe(watcher, commandTopic(SN));
      const got: string[] = [];
      watcher.on("message", (_t, p) => got.push(p.toString()));
      const printer = await h.printer(urlOf(h, tr));
      await subscribe(printer, jobTopic(SN));
      printer.on("message", (_t, p) => got.push(p.toString()));

      const rogue = await h.browser(urlOf(h, tr), h.token());
      rogue.publish(commandTopic(SN), '{"coins":100}');
      rogue.publish(jobTopic(SN), '{"order_sn":"free"}');
      await closed(rogue);
      await h.broker.publish(commandTopic(SN), "after"); // proves delivery works and order is kept
      await waitUntil("the later message", () => got.includes("after"), 10_000);
      assert.deepEqual(got, ["after"]);
      assert.ok(watcher.connected && printer.connected);
    });

    test("a printer may publish only its own heartbeat and command topics", async (t) => {
      const h = await startBroker(t);
      const other = await h.printer(urlOf(h, tr), OTHER_SN);
      await subscribe(other, jobTopic(OTHER_SN));
      const got: string[] = [];
      other.on("message", (_t, p) => got.push(p.toString()));
      const printer = await h.printer(urlOf(h, tr));
      printer.publish(jobTopic(OTHER_SN), "forged job");
      await closed(printer);
      await h.broker.publish(jobTopic(OTHER_SN), "real job");
      await waitUntil("the real job", () => got.length > 0, 10_000);
      assert.deepEqual(got, ["real job"]);
    });

    test("logout (disconnectToken) closes that token's sessions only; the token no longer connects", async (t) => {
      const h = await startBroker(t);
      const token = h.token();
      const a = await h.browser(urlOf(h, tr), token);
      const b = await h.browser(urlOf(h, tr), token, OTHER_SN);
      const someoneElse = await h.browser(urlOf(h, tr), h.token("privileged"));
      const printer = await h.printer(urlOf(h, tr));
      assert.equal(await h.broker.disconnectToken(token), 2);
      await Promise.all([closed(a), closed(b)]);
      await sleep(50);
      assert.ok(someoneElse.connected && printer.connected);
      revokeToken(h.store, token); // what the mock API's logout does to the token itself
      const err = await h.browser(urlOf(h, tr), token).catch((e: unknown) => e);
      assert.equal((err as { code?: number }).code, 4);
      assert.equal(await h.broker.disconnectToken(token), 0);
    });

    test("a browser cannot take over a printer's client id", async (t) => {
      const h = await startBroker(t);
      const id = `${SN}-device`;
      const printer = await h.mqtt(urlOf(h, tr), { username: SN, password: printerPassword(h.printerSecret(SN)), clientId: id });
      const err = await h.mqtt(urlOf(h, tr), { username: SN, password: h.token(), clientId: id }).catch((e: unknown) => e);
      assert.equal((err as { code?: number }).code, 2);
      await sleep(50);
      assert.ok(printer.connected);
      // The printer itself reconnecting with its id takes over as MQTT says [MQTT-3.1.4-2].
      const again = await h.mqtt(urlOf(h, tr), { username: SN, password: printerPassword(h.printerSecret(SN)), clientId: id });
      await closed(printer);
      assert.ok(again.connected);
    });
  });
}

describe("broker listeners", () => {
  test("a taken TCP port is one clear error", async (t) => {
    const squatter = createServer();
    await new Promise<void>((r) => squatter.listen(0, "127.0.0.1", () => r()));
    t.after(() => new Promise<void>((r) => squatter.close(() => r())));
    const port = (squatter.address() as { port: number }).port;
    const h = await startBroker(t); // for a store and clock
    await assert.rejects(createBroker({ store: h.store, clock: h.clock, tcpPort: port, log: () => {} }), (err: Error) => {
      assert.equal(err.message, `MQTT port ${port} on 127.0.0.1 is already in use (EADDRINUSE); pick another port`);
      assert.doesNotMatch(err.message, /\n/);
      return true;
    });
  });

  test("WebSocket upgrades for other paths are left to their owner", async (t) => {
    const h = await startBroker(t);
    h.api.server.on("upgrade", (req, socket) => {
      if (req.url === "/other") socket.end("HTTP/1.1 418 I'm a teapot\r\nConnection: close\r\n\r\n");
    });
    const status = await within(
      3000,
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(h.wsUrl.replace(/\/mqtt$/, "/other"));
        ws.on("unexpected-response", (_req, res) => {
          resolve(res.statusCode ?? 0);
          ws.terminate();
        });
        ws.on("open", () => reject(new Error("the broker took /other")));
        ws.on("error", () => {});
      }),
      "the other handler",
    );
    assert.equal(status, 418);
    // And /mqtt with a query string still reaches the broker.
    const browser = await h.browser(`${h.wsUrl}?v=1`, h.token());
    assert.ok(browser.connected);
  });

  test("without tcpPort there is no TCP listener; close() twice is fine", async (t) => {
    const h = await startBroker(t);
    const b = await createBroker({ store: h.store, clock: h.clock, log: () => {} });
    assert.equal(b.tcpUrl, null);
    await b.close();
    await b.close();
  });
});
