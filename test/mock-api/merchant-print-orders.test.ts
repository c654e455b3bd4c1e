/**
 * Issue 14's additions to the print-order calls: the sugar / photo split (goods_group) and the
 * sort of tanghua-list; an export with the list's filters holding exactly the list's orders; a
 * shop's refund application with pictures raising the platform's pending count; the printer's
 * currency on rows and the dashboard; who the user answer says runs shops. Authorization and
 * IDOR: a customer 403, another company 404, an admin everything; a refused call changes nothing.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import type { DownloadRecord, RefundRecord, TanghuaOrder } from "../../web/contract/http/manage-order.ts";
import { PRINT_ORDER_STATUS as S, REFUND_STATUS as R } from "../../web/contract/http/order.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { MERCHANT, ok, refusedWithoutChange, session, type Session } from "./merchant-fixtures.ts";

type Page<T> = { list: T[]; total: number };

async function allOrders(s: Session, token: string, query: Record<string, string | number> = {}): Promise<TanghuaOrder[]> {
  return ok<Page<TanghuaOrder>>(await s.get("/api/manage-order/tanghua-list", token, { limit: 100, ...query })).list;
}

test("tanghua-list: goods_group splits photo (16) from sugar (the rest) exactly; sort by money and by age", async (t) => {
  const s = await session(t);
  const all = await allOrders(s, s.merchant);
  const photo = await allOrders(s, s.merchant, { goods_group: "photo" });
  const sugar = await allOrders(s, s.merchant, { goods_group: "sugar" });
  assert.ok(photo.length > 0 && sugar.length > 0);
  assert.ok(photo.every((o) => o.goods_type_id === GOODS_TYPE.PHOTO));
  assert.ok(sugar.every((o) => o.goods_type_id !== GOODS_TYPE.PHOTO));
  assert.deepEqual([...photo, ...sugar].map((o) => o.id).sort((a, b) => a - b), all.map((o) => o.id).sort((a, b) => a - b));

  const byMoney = await allOrders(s, s.merchant, { goods_group: "sugar", sort: "-money" });
  const money = byMoney.map((o) => Number(o.money));
  assert.deepEqual(money, [...money].sort((a, b) => b - a));
  const oldest = await allOrders(s, s.merchant, { sort: "create_time" });
  assert.deepEqual(oldest.map((o) => o.id), [...all].reverse().map((o) => o.id));
  assert.equal((await s.get("/api/manage-order/tanghua-list", s.merchant, { goods_group: "toy" })).status, 422);
  assert.equal((await s.get("/api/manage-order/tanghua-list", s.merchant, { sort: "name" })).status, 422);
});

test("rows carry the printer's currency: HK$ for company 2's printer, ¥ for company 1", async (t) => {
  const s = await session(t);
  const mine = await allOrders(s, s.merchant);
  assert.ok(mine.every((o) => o.currency?.currencySymbol === "¥"));
  const theirs = await allOrders(s, s.other);
  assert.ok(theirs.length > 0 && theirs.every((o) => o.currency?.currencySymbol === "HK$" && o.currency.currencyName === "港元"));
  const dash = (token: string) => s.get("/api/manage/index", token).then((a) => ok<{ currency?: { currencySymbol: string } | null }>(a).currency);
  assert.equal((await dash(s.merchant))?.currencySymbol, "¥");
  assert.equal((await dash(s.other))?.currencySymbol, "HK$");
  assert.equal(await dash(s.admin), null, "the platform's printers sell in several currencies");
});

test("rows carry their print job's size (job_bytes), as the customer's order does: the printer detail's progress", async (t) => {
  const s = await session(t);
  const mine = await allOrders(s, s.merchant, { device_sn: "SIM-0001" });
  assert.ok(mine.length > 0);
  assert.ok(mine.every((o) => Number.isInteger(o.job_bytes) && (o.job_bytes ?? 0) > 0));
  const customer = ok<{ list: { order_sn: string; job_bytes?: number }[] }>(await s.get("/api/tanghua/user-order", s.customer, { limit: 100 })).list;
  const same = customer.find((c) => mine.some((o) => o.sn === c.order_sn));
  if (same !== undefined) assert.equal(mine.find((o) => o.sn === same.order_sn)?.job_bytes, same.job_bytes, "one size for one job");
});

test("download: the CSV holds exactly the orders the list shows for the same filters; only its owner may fetch it", async (t) => {
  const s = await session(t);
  const filters = { goods_group: "sugar", start_date: "2025-10-01", end_date: "2026-01-15", status: S.COMPLETED, shop_id: 1 } as const;
  const listed = await allOrders(s, s.merchant, filters);
  assert.ok(listed.length > 1);
  const rec = ok<DownloadRecord>(await s.post("/api/manage-order/download", s.merchant, { order_type: "tanghua", ...filters }));
  assert.equal(rec.row_count, listed.length);
  const res = await fetch(`${s.h.base}${rec.url}`, { headers: { cookie: `accessToken=${s.merchant}` } });
  assert.equal(res.status, 200);
  const lines = (await res.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
  assert.equal(lines.length, listed.length + 1, "a header and one line per order");
  assert.deepEqual(lines.slice(1).map((l) => l.split(",")[0]).sort(), listed.map((o) => o.sn).sort());
  assert.match(lines[0] ?? "", /币种/);

  // Refund state and order number narrow both alike.
  const withRefund = await allOrders(s, s.merchant, { refund_status: R.APPROVED });
  const rec2 = ok<DownloadRecord>(await s.post("/api/manage-order/download", s.merchant, { order_type: "tanghua", start_date: "2025-01-01", end_date: "2025-12-31", refund_status: R.APPROVED }));
  const inRange = withRefund.filter((o) => Number(o.create_time) < Date.UTC(2026, 0, 1) / 1000 - 8 * 3600);
  assert.equal(rec2.row_count, inRange.length);

  // Another user's cookie: not found (no probing), and no cookie at all.
  assert.equal((await fetch(`${s.h.base}${rec.url}`, { headers: { cookie: `accessToken=${s.other}` } })).status, 404);
  assert.equal((await fetch(`${s.h.base}${rec.url}`)).status, 404);
});

test("download refusals change nothing: a customer 403, another company's shop 404, more than 366 days 422", async (t) => {
  const s = await session(t);
  const body = { order_type: "tanghua", start_date: "2026-01-01", end_date: "2026-01-15" };
  await refusedWithoutChange(s, () => s.post("/api/manage-order/download", s.customer, body), 403);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/download", s.merchant, { ...body, shop_id: 4 }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/download", s.merchant, { ...body, start_date: "2024-12-31" }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/download", s.merchant, { ...body, goods_group: "toy" }), 422);
  // An admin may export any shop's.
  ok(await s.post("/api/manage-order/download", s.admin, { ...body, shop_id: 4 }));
});

test("a shop's refund with pictures waits in the platform's queue: the pending count moves; refusals change nothing", async (t) => {
  const s = await session(t);
  const pending = async () => ok<{ waiting_tanghua_refund_count: number; waiting_photo_refund_count: number }>(await s.get("/api/manage/index", s.admin));
  const before = await pending();
  const order = (await allOrders(s, s.merchant, { goods_group: "sugar", status: S.COMPLETED, refund_status: 0 })).find((o) => Number(o.money) > 0);
  assert.ok(order);
  const images = ["/mock/uploads/abc.png"];
  const body = { id: order.id, order_type: "tanghua", reason: "糖画断裂，顾客要求退款", images };

  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.customer, body), 403);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.other, body), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { ...body, images: Array(7).fill("/mock/uploads/a.png") }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, { ...body, images: ["javascript:alert(1)"] }), 422);

  const r = ok<RefundRecord>(await s.post("/api/manage-order/apply-refund", s.merchant, body));
  assert.deepEqual([r.status, r.images], [R.APPLYING, images]);
  const after = await pending();
  assert.equal(after.waiting_tanghua_refund_count, before.waiting_tanghua_refund_count + 1);
  assert.equal(after.waiting_photo_refund_count, before.waiting_photo_refund_count);
  const info = ok<{ refund_status: number; refund: RefundRecord }>(await s.get("/api/manage-order/tanghua-info", s.merchant, { id: order.id }));
  assert.deepEqual([info.refund_status, info.refund.images], [R.APPLYING, images]);
  // Asked twice: refused while one is open, nothing changes.
  await refusedWithoutChange(s, () => s.post("/api/manage-order/apply-refund", s.merchant, body));
});

test("an admin may apply for any shop's order; another company's order is 404 to a merchant", async (t) => {
  const s = await session(t);
  const theirs = (await allOrders(s, s.other, { status: S.COMPLETED })).find((o) => Number(o.money) > 0 && o.refund_status === 0);
  assert.ok(theirs);
  assert.equal((await s.get("/api/manage-order/tanghua-info", s.merchant, { id: theirs.id })).status, 404);
  ok(await s.post("/api/manage-order/apply-refund", s.admin, { id: theirs.id, order_type: "tanghua", reason: "平台代为申请" }));
});

test("user/info says who runs shops: owners and operators with their company, customers null", async (t) => {
  const s = await session(t);
  const me = async (token: string) => ok<{ company: { id: number; role: string } | null }>(await s.h.call("GET", "/api/user/info", { token })).company;
  assert.deepEqual(await me(s.merchant), { id: 1, name: s.store.companies["1"]?.name, role: "owner" });
  assert.equal((await me(s.other))?.role, "owner");
  assert.equal(await me(s.customer), null);
  const operator = await s.h.loginAs(SEED_USERS.admin.mobile);
  assert.equal((await me(operator))?.role, "operator");
  assert.equal(MERCHANT.id, 5);
});
