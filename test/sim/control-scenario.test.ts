/**
 * Issue 13 item 10, what `sim scenario` needs from the sim to run many times against one: a
 * session for a seeded user from the control API (POST /sessions, refused like the rest of it; no
 * send-code, so no 60 s limit), and a paid order's job withdrawn (DELETE /jobs/:order_sn), which
 * rests on a printer withdrawing one job by its order (sim/printer-actions.ts cancelOrder, the
 * same move as the backend's CancelJobMessage).
 */
import assert from "node:assert/strict";
import { request } from "node:http";
import { test } from "node:test";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import type { CommandMessage, PrintJobMessage } from "../../web/contract/device/messages.ts";
import { createPrinter } from "../../sim/printer.ts";
import { startSim, type SimHarness } from "./fleet-harness.ts";

const T0 = 1_700_000_000_000;
const job = (order_sn: string, sn = "SIM-0001"): PrintJobMessage => ({ order_sn, sn, goods_id: 1, goods_type_id: 15, name: "兔子", image_url: "", bytes: 30_000, created_at: T0 });
const said = (events: CommandMessage[]) => events.map((e) => [e.order_sn, e.print_status_info, e.print_status_message]);

test("printer.cancelOrder(order_sn): a queued job is taken out and the ones behind it told their place; the running one is cancelled and the next starts", () => {
  const p = createPrinter({ sn: "SIM-0001", seed: 7, now: T0 });
  p.startJob(job("A"));
  p.startJob(job("B"));
  p.startJob(job("C"));
  p.startJob(job("D"));
  p.drainEvents();
  assert.equal(p.cancelOrder("C"), "queued");
  assert.deepEqual(said(p.drainEvents()), [["C", "cancelled", "已取消"], ["D", "queued", "排队中，前面还有 2 个"]]);
  assert.deepEqual(p.status().queue, ["B", "D"]);
  assert.equal(p.cancelOrder("nothing-like-it"), "unknown");
  assert.equal(p.cancelOrder("A"), "running", "the running one, by its order");
  assert.deepEqual(said(p.drainEvents()).slice(0, 2), [["A", "cancelled", "已取消"], ["B", "heating", "加热中"]]);
  assert.equal(p.status().job?.order_sn, "B");
  assert.deepEqual(p.status().queue, ["D"]);
  assert.equal(p.cancel(), true, "without an order: the running one, as before");
  assert.equal(p.status().job?.order_sn, "D");
});

/** One request with headers of our choosing (fetch will not let us set Host). */
function raw(base: string, method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { method, headers: { ...headers, ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }) } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

test("POST /sessions: a session for a seeded user, protected like the rest of the control API; DELETE ends it", async (t) => {
  const h = await startSim(t, { speed: 20, printers: 1 });
  const json = { "content-type": "application/json" };
  const body = JSON.stringify({ user: "printerManager" });
  assert.equal((await raw(h.control, "POST", "/sessions", { ...json, host: "evil.example" }, body)).status, 403, "DNS rebinding");
  assert.equal((await raw(h.control, "POST", "/sessions", { "content-type": "text/plain" }, body)).status, 415, "a page's simple request");
  assert.equal((await raw(h.control, "POST", "/sessions", { ...json, "sec-fetch-site": "cross-site" }, body)).status, 403, "another site's page");
  const bad = await raw(h.control, "POST", "/sessions", json, JSON.stringify({ user: "root" }));
  assert.equal(bad.status, 422);
  assert.match(JSON.parse(bad.body).error as string, /^user: /);

  const made = await raw(h.control, "POST", "/sessions", json, body);
  assert.equal(made.status, 200, made.body);
  const { access_token, user_id } = JSON.parse(made.body) as { access_token: string; user_id: number };
  assert.equal(user_id, 5);
  assert.equal(((await h.api$("GET", "/api/user/info", access_token)) as { mobile: string }).mobile, "13800000005");
  assert.equal((await raw(h.control, "DELETE", "/sessions", json, JSON.stringify({ access_token }))).status, 200);
  await assert.rejects(h.api$("GET", "/api/user/info", access_token), /GET \/api\/user\/info: 1 /, "the session is over");
});

/** Makes and pays an order (balance) as the shop manager, the way the app does. */
async function paidOrder(h: SimHarness, token: string, sn: string): Promise<string> {
  const list = (await h.api$("GET", `/api/sugar/list?sn=${sn}&page=1&limit=5`, token)) as { list: { goods_id: number }[] };
  const made = (await h.api$("POST", "/api/order/make", token, { target_id: list.list[0]?.goods_id, target_type: "goods", print_param: { sn, type: "sugar" } })) as { sn: string };
  await h.api$("POST", "/api/order/payment", token, { sn: made.sn, pay_type: PAY_TYPE.BALANCE });
  return made.sn;
}

test("DELETE /jobs/:order_sn: the printer cancels or drops the job, the order is print-failed, and a lost job is never sent again", async (t) => {
  const h = await startSim(t, { speed: 40, printers: 2 });
  const token = ((await h.ctl("POST", "/sessions", { user: "printerManager" })).json as { access_token: string }).access_token;
  const [a, b, c] = [await paidOrder(h, token, "SIM-0001"), await paidOrder(h, token, "SIM-0001"), await paidOrder(h, token, "SIM-0001")];
  const row = () => h.fleet.status().find((p) => p.sn === "SIM-0001");
  assert.equal(row()?.order_sn, a);
  assert.equal(row()?.queued, 2);

  const dropped = await h.ctl("DELETE", `/jobs/${b}`);
  assert.deepEqual(dropped.json, { order_sn: b, printer: true, status_name: "print-failed" });
  assert.equal(row()?.queued, 1);
  const told = h.events.filter((e) => e.type === "command" && e.msg.order_sn === c).map((e) => (e.type === "command" ? e.msg.print_status_message : ""));
  assert.equal(told.at(-1), "排队中，前面还有 1 个", "C moved up");

  assert.deepEqual((await h.ctl("DELETE", `/jobs/${a}`)).json, { order_sn: a, printer: true, status_name: "print-failed" });
  assert.equal(row()?.order_sn, c, "the next one starts");
  assert.equal(((await h.ctl("GET", `/orders/${a}`)).json as { print_status_info: string }).print_status_info, "cancelled");

  // Lost on the way: the printer is powered off when the order is paid.
  await h.ctl("POST", "/printers/SIM-0002/fault", { kind: "offline" });
  const lost = await paidOrder(h, token, "SIM-0002");
  assert.deepEqual((await h.ctl("DELETE", `/jobs/${lost}`)).json, { order_sn: lost, printer: false, status_name: "print-failed" });
  await new Promise((r) => setTimeout(r, 200)); // 8 s of virtual time: back after more than 5 s, so the backend re-sends what it owes
  const seen = h.store.printers["SIM-0002"]?.last_seen ?? 0;
  const from = h.events.length;
  await h.ctl("POST", "/printers/SIM-0002/clear");
  // The backend hears it again (and would re-send what it owes it then, in the same turn).
  for (let i = 0; i < 250 && (h.store.printers["SIM-0002"]?.last_seen ?? 0) <= seen; i++) await new Promise((r) => setTimeout(r, 20));
  assert.ok((h.store.printers["SIM-0002"]?.last_seen ?? 0) > seen, "the printer is back: the backend heard it");
  await new Promise((r) => setTimeout(r, 50));
  assert.ok(!h.events.slice(from).some((e) => e.type === "job" && e.order_sn === lost), "nothing re-sent the withdrawn job");
  assert.equal(h.fleet.status().find((p) => p.sn === "SIM-0002")?.state, "idle");
  assert.equal((await h.ctl("DELETE", "/jobs/T20990101000000000000")).status, 404);
});

