/**
 * `sim start --broker URL`: the printers run against an external broker, as MQTT clients that log in
 * with username = serial, password = "device:<secret>"; the sim's service client (the URL's
 * credentials) publishes the jobs and records what the printers send. Against a real Mosquitto
 * (password file + ACL) and against another sim's Aedes with its service login.
 */
import assert from "node:assert/strict";
import { describe, test, type TestContext } from "node:test";
import { manualClock } from "../../mock-api/clock.ts";
import { printJobFor } from "../../mock-api/printing/jobs.ts";
import { createStore } from "../../mock-api/store/index.ts";
import type { Store } from "../../mock-api/store/types.ts";
import { printerPassword, SERVICE_USERNAME, servicePassword } from "../../sim/broker-auth.ts";
import { createBroker } from "../../sim/broker.ts";
import { PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import type { PrintJobMessage } from "../../web/contract/device/messages.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import { waitUntil } from "../helpers/wait.ts";
import { putOrder } from "../mock-api/printing-helpers.ts";
import { mosquittoSkipReason, startMosquitto } from "./mosquitto-server.ts";
import { startTransportSim } from "./transport-harness.ts";

const SERIALS = ["SIM-0001", "SIM-0002", "SIM-0003"];
const SECRET = "svc-secret";

interface External {
  /** The --broker URL with the service's credentials. */
  url(password?: string): string;
}

const withLogin = (base: string, password: string) => {
  const u = new URL(base);
  u.username = SERVICE_USERNAME;
  u.password = encodeURIComponent(password);
  return u.toString();
};

async function mosquitto(t: TestContext, store: Store): Promise<External> {
  const users: Record<string, string> = { [SERVICE_USERNAME]: servicePassword(SECRET) };
  for (const sn of SERIALS) users[sn] = printerPassword(store.printers[sn]?.secret ?? "");
  const m = await startMosquitto(t, users);
  return { url: (password = servicePassword(SECRET)) => withLogin(m.url, password) };
}

/** Another sim's broker: its own store from the same seed knows the same printer secrets. */
async function aedes(t: TestContext): Promise<External> {
  const broker = await createBroker({ store: createStore(1), clock: manualClock(), tcpPort: 0, serviceSecret: SECRET, log: () => {} });
  t.after(() => broker.close());
  return { url: (password = servicePassword(SECRET)) => withLogin(broker.tcpUrl ?? "", password) };
}

const skip = mosquittoSkipReason();
const brokers: { name: string; start: (t: TestContext, store: Store) => Promise<External>; skip: string | undefined }[] = [
  { name: "Mosquitto", start: mosquitto, skip },
  { name: "another sim's Aedes", start: (t) => aedes(t), skip: undefined },
];

for (const b of brokers) {
  describe(`--broker: ${b.name}`, { ...(b.skip !== undefined ? { skip: b.skip } : {}) }, () => {
    test("printers log in as serial / device:<secret>; the service records their heartbeats; jobs reach them; a power cut sends the will; a job lost meanwhile is re-sent once it is back", async (t) => {
      const store = createStore(1);
      const ext = await b.start(t, store);
      const s = await startTransportSim(t, { brokerUrl: ext.url(), store });
      assert.equal(s.transport.broker, null, "no built-in broker");
      const stats = s.transport.stats();
      assert.equal(stats.mode, "connect");
      assert.doesNotMatch(stats.broker, /svc-secret|service/, "the password is never shown");
      await waitUntil("3 printers connected", () => s.transport.stats().printersConnected === 3);
      await waitUntil("heartbeats recorded through the service", () => SERIALS.every((sn) => s.store.printers[sn]?.last_seen !== undefined));

      const job: PrintJobMessage = { order_sn: "T-EXT-1", sn: "SIM-0002", goods_id: 1, goods_type_id: 15, name: "dragon", image_url: "/mock/art/dragon-1.svg", bytes: 50_000, created_at: s.clock.now() };
      s.fleet.devices.sendJob(job);
      await waitUntil("the job to start on SIM-0002", () => s.events.some((e) => e.type === "job" && e.order_sn === job.order_sn && e.started));
      await waitUntil("its print status recorded", () => s.transport.stats().delivered.command > 0);

      await waitUntil("SIM-0003 online", () => s.presence.some((p) => p.sn === "SIM-0003" && p.online));
      s.fleet.fault("SIM-0003", "offline");
      await waitUntil("SIM-0003's will", () => s.presence.some((p) => p.sn === "SIM-0003" && !p.online && p.reason === undefined));
      await waitUntil("2 printers connected", () => s.transport.stats().printersConnected === 2);

      // Issue 11: a job paid meanwhile is lost (nobody subscribed), and sent again once SIM-0003 is back.
      const order = putOrder(s.store, { userId: 1, sn: "SIM-0003", status: PRINT_ORDER_STATUS.PAID, job_sent_at: s.clock.now() });
      s.fleet.devices.sendJob(printJobFor(s.store, order, s.clock.now()));
      const seen = s.store.printers["SIM-0003"]?.last_seen ?? 0;
      await waitUntil("more than 5 s without a heartbeat", () => s.clock.now() - seen > PRINTER_OFFLINE_MS + 500);
      assert.equal(s.events.some((e) => e.type === "job" && e.order_sn === order.order_sn && e.started), false);
      s.fleet.clear("SIM-0003");
      await waitUntil("the re-sent job started on SIM-0003", () => s.events.some((e) => e.type === "job" && e.order_sn === order.order_sn && e.started), 20_000);
    });

    test("a wrong service login is one clear error", async (t) => {
      const store = createStore(1);
      const ext = await b.start(t, store);
      await assert.rejects(startTransportSim(t, { brokerUrl: ext.url(servicePassword("wrong")), store }), /cannot use the broker mqtt:\/\/127\.0\.0\.1:\d+/);
    });
  });
}
