/**
 * Issue 12 item 7: browser connections per access token are capped on the sim's broker (real mqtt.js
 * clients over TCP and WebSocket). The next one is refused with CONNACK 5, a closed one frees its
 * slot, another token is not affected, and printers and the service are never counted.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { MqttClient } from "mqtt";
import { MAX_CONNECTIONS_PER_TOKEN } from "../../sim/broker-access.ts";
import { SERVICE_USERNAME, servicePassword } from "../../sim/broker-auth.ts";
import { heartbeatTopic } from "../../web/contract/device/topics.ts";
import { waitUntil } from "../helpers/wait.ts";
import { clientId, closed, nextMessage, OTHER_SN, SN, startBroker, subscribe } from "./broker-harness.ts";

const SECRET = "token-cap-test-secret";
const refusalCode = (err: unknown) => (err as { code?: number }).code;

test("a token holds at most MAX_CONNECTIONS_PER_TOKEN browser connections; the next gets CONNACK 5 until one closes", async (t) => {
  const h = await startBroker(t);
  const token = h.token();
  const open: MqttClient[] = [];
  // Over both transports and both printers: the cap is the token's, not a printer's or a listener's.
  for (let i = 0; i < MAX_CONNECTIONS_PER_TOKEN; i++) open.push(await h.browser(i % 2 === 0 ? h.tcpUrl : h.wsUrl, token, i % 3 === 0 ? OTHER_SN : SN));
  assert.ok(open.every((c) => c.connected));

  assert.equal(refusalCode(await h.browser(h.tcpUrl, token).catch((e: unknown) => e)), 5);
  assert.equal(refusalCode(await h.browser(h.wsUrl, token, OTHER_SN).catch((e: unknown) => e)), 5);
  assert.ok(h.logs.some((l) => l.includes("MQTT connections open already")), h.logs.join("\n"));
  assert.ok(open.every((c) => c.connected), "the refused attempts closed nobody");

  // The same user's other login is another token: its own budget.
  const other = await h.browser(h.tcpUrl, h.token());
  assert.ok(other.connected);

  // A closed connection frees its slot (the broker sees the close a moment later: poll, not a timing claim).
  const first = open.shift() as MqttClient;
  await first.endAsync();
  let again: MqttClient | null = null;
  await waitUntil("a slot freed by the closed connection", async () => {
    again = await h.browser(h.wsUrl, token).catch(() => null);
    return again !== null;
  });
  const fresh = again as MqttClient | null;
  assert.ok(fresh?.connected);
  assert.equal(await subscribe(fresh, heartbeatTopic(SN)), 0);
  const printer = await h.printer(h.tcpUrl);
  const beat = nextMessage(fresh, heartbeatTopic(SN));
  printer.publish(heartbeatTopic(SN), Buffer.from([1, 2, 3]));
  assert.deepEqual([...(await beat)], [1, 2, 3], "the new connection works");
  assert.equal(refusalCode(await h.browser(h.tcpUrl, token).catch((e: unknown) => e)), 5, "full again");
});

test("a reconnect with its own client id at the cap takes over, it is not refused", async (t) => {
  const h = await startBroker(t);
  const token = h.token();
  const ids = Array.from({ length: MAX_CONNECTIONS_PER_TOKEN }, () => clientId(SN));
  const open: MqttClient[] = [];
  for (const id of ids) open.push(await h.mqtt(h.tcpUrl, { username: SN, password: token, clientId: id }));
  const takeover = await h.mqtt(h.wsUrl, { username: SN, password: token, clientId: ids[0] ?? "" });
  await closed(open[0] as MqttClient);
  assert.ok(takeover.connected);
  assert.ok(open.slice(1).every((c) => c.connected));
  assert.equal(refusalCode(await h.browser(h.tcpUrl, token).catch((e: unknown) => e)), 5, "still the cap's worth, not one more");
});

test("printers and the service are not capped", async (t) => {
  const h = await startBroker(t, { serviceSecret: SECRET });
  const many = MAX_CONNECTIONS_PER_TOKEN + 3;
  const printers: MqttClient[] = [];
  for (let i = 0; i < many; i++) printers.push(await h.printer(i % 2 === 0 ? h.tcpUrl : h.wsUrl));
  const services: MqttClient[] = [];
  for (let i = 0; i < many; i++) {
    services.push(await h.mqtt(h.tcpUrl, { username: SERVICE_USERNAME, password: servicePassword(SECRET), clientId: clientId(SERVICE_USERNAME) }));
  }
  assert.equal(printers.filter((c) => c.connected).length, many);
  assert.equal(services.filter((c) => c.connected).length, many);
});
