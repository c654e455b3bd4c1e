/** manage-order reads: tanghua-list/info, material/device list/info, shipping-list, download, download-list. */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { DownloadRecord, PurchaseOrder, PurchaseOrderInfo, Shipment, TanghuaOrder, TanghuaOrderInfo } from "../../web/contract/http/manage-order.ts";
import { PURCHASE_ORDER_STATUS as P } from "../../web/contract/http/manage-order.ts";
import type { PrintOrderRecord, Store } from "../../mock-api/store/types.ts";
import { COMPANY1_SHOPS, COMPANY2_SHOP, inCompany1, MERCHANT, ok, purchase, refused, refusedWithoutChange, session } from "./merchant-fixtures.ts";

type Page<T> = { list: T[]; total: number; page: number; limit: number };

/** The company of the shop running a print order's printer (or its egg head's), computed apart from the handler. */
function companyOfOrder(store: Store, o: PrintOrderRecord): number | null {
  const printer = store.printers[o.sn] ?? Object.values(store.printers).find((p) => p.eggSn === o.sn);
  const shop = printer?.shopId === null || printer === undefined ? undefined : store.shops[String(printer.shopId)];
  return shop?.companyId ?? null;
}

const shopOrders = (store: Store) => Object.values(store.printOrders).filter((o) => o.kind !== "recharge" && o.goodsId !== null && o.sn !== "");

test("tanghua-list: each merchant sees the print orders of their company's printers; admins see all", async (t) => {
  const s = await session(t);
  const orders = shopOrders(s.store);
  const c1 = orders.filter((o) => companyOfOrder(s.store, o) === 1);
  const c2 = orders.filter((o) => companyOfOrder(s.store, o) === 2);
  assert.ok(c1.length > 0 && c2.length > 0, "the seed has print orders in both companies");
  const mine = ok<Page<TanghuaOrder>>(await s.get("/api/manage-order/tanghua-list", s.merchant, { limit: 100 }));
  assert.equal(mine.total, c1.length);
  assert.ok(mine.list.every((o) => COMPANY1_SHOPS.includes(o.shop_id ?? 0)));
  assert.ok(mine.list.every((o) => o.user === null || o.user === undefined || /^\d{3}\*{4}\d{4}$|^$/.test(o.user.mobile ?? "")), "mobiles masked for merchants");
  const sorted = [...mine.list].sort((a, b) => Number(b.create_time) - Number(a.create_time));
  assert.deepEqual(mine.list.map((o) => o.id), sorted.map((o) => o.id), "newest first");
  assert.equal(ok<Page<TanghuaOrder>>(await s.get("/api/manage-order/tanghua-list", s.other, { limit: 100 })).total, c2.length);
  assert.equal(ok<Page<TanghuaOrder>>(await s.get("/api/manage-order/tanghua-list", s.admin, { limit: 100 })).total, orders.length);
});

test("tanghua-list filters: status, device, goods type, order number, shop, dates; another company's shop is empty", async (t) => {
  const s = await session(t);
  const any = ok<Page<TanghuaOrder>>(await s.get("/api/manage-order/tanghua-list", s.merchant, { limit: 100 })).list;
  const first = any[0];
  assert.ok(first !== undefined);
  const cases: [Record<string, string | number>, (o: TanghuaOrder) => boolean][] = [
    [{ status: first.status }, (o) => o.status === first.status],
    [{ device_sn: first.device_sn }, (o) => o.device_sn === first.device_sn],
    [{ goods_type_id: first.goods_type_id }, (o) => o.goods_type_id === first.goods_type_id],
    [{ sn: first.sn }, (o) => o.sn === first.sn],
    [{ shop_id: first.shop_id ?? 0 }, (o) => o.shop_id === first.shop_id],
    [{ refund_status: first.refund_status }, (o) => o.refund_status === first.refund_status],
  ];
  for (const [query, want] of cases) {
    const got = ok<Page<TanghuaOrder>>(await s.get("/api/manage-order/tanghua-list", s.merchant, { ...query, limit: 100 }));
    assert.ok(got.total >= 1, JSON.stringify(query));
    assert.equal(got.total, any.filter(want).length, JSON.stringify(query));
  }
  // Dates are China days (UTC+8): the day of the first order's create_time finds it.
  const day = new Date((Number(first.create_time) + 8 * 3600) * 1000).toISOString().slice(0, 10);
  const thatDay = ok<Page<TanghuaOrder>>(await s.get("/api/manage-order/tanghua-list", s.merchant, { start_date: day, end_date: day, limit: 100 }));
  assert.ok(thatDay.list.some((o) => o.id === first.id));
  assert.equal(ok<Page<TanghuaOrder>>(await s.get("/api/manage-order/tanghua-list", s.merchant, { shop_id: COMPANY2_SHOP })).total, 0);
  refused(await s.get("/api/manage-order/tanghua-list", s.merchant, { start_date: "2026-01-10", end_date: "2026-01-01" }), 422);
  refused(await s.get("/api/manage-order/tanghua-list", s.merchant, { status: 77 }), 422);
  refused(await s.get("/api/manage-order/tanghua-list", s.customer), 403);
  refused(await s.get("/api/manage-order/tanghua-list", ""), 401);
});

test("tanghua-info: the shop's order with price, refund and print status; another company's order is 404", async (t) => {
  const s = await session(t);
  const orders = shopOrders(s.store);
  const mine = orders.find((o) => companyOfOrder(s.store, o) === 1 && o.refundId !== null) ?? orders.find((o) => companyOfOrder(s.store, o) === 1);
  const theirs = orders.find((o) => companyOfOrder(s.store, o) === 2);
  assert.ok(mine !== undefined && theirs !== undefined);
  const info = ok<TanghuaOrderInfo>(await s.get("/api/manage-order/tanghua-info", s.merchant, { id: mine.id }));
  assert.equal(info.sn, mine.order_sn);
  assert.equal(info.price, mine.price);
  if (mine.refundId !== null) assert.equal(info.refund?.id, mine.refundId);
  refused(await s.get("/api/manage-order/tanghua-info", s.merchant, { id: theirs.id }), 404);
  ok(await s.get("/api/manage-order/tanghua-info", s.other, { id: theirs.id }));
  ok(await s.get("/api/manage-order/tanghua-info", s.admin, { id: theirs.id }));
  const topUp = Object.values(s.store.printOrders).find((o) => o.kind === "recharge");
  if (topUp !== undefined) refused(await s.get("/api/manage-order/tanghua-info", s.admin, { id: topUp.id }), 404);
  refused(await s.get("/api/manage-order/tanghua-info", s.merchant, { id: 999999 }), 404);
});

test("material-list and device-list: every status seeded; the company's own orders; filters", async (t) => {
  const s = await session(t);
  for (const kind of ["material", "device"] as const) {
    const path = `/api/manage-order/${kind}-list`;
    const mine = ok<Page<PurchaseOrder>>(await s.get(path, s.merchant, { limit: 100 }));
    const want = Object.values(s.store.merchant.purchaseOrders).filter((o) => o.order_type === kind && inCompany1(o));
    assert.equal(mine.total, want.length);
    assert.ok(mine.list.every((o) => o.order_type === kind && COMPANY1_SHOPS.includes(o.shop_id ?? 0)));
    const statuses = new Set(mine.list.map((o) => o.status));
    const every = kind === "device" ? Object.values(P) : Object.values(P).filter((x) => x !== P.PENDING_CONFIRM);
    for (const st of every) assert.ok(statuses.has(st), `${kind} orders in status ${st}`);
    const theirs = ok<Page<PurchaseOrder>>(await s.get(path, s.other, { limit: 100 }));
    assert.ok(theirs.total >= 1 && theirs.list.every((o) => o.shop_id === COMPANY2_SHOP));
    const all = ok<Page<PurchaseOrder>>(await s.get(path, s.admin, { limit: 100 }));
    assert.equal(all.total, mine.total + theirs.total);
    const pending = ok<Page<PurchaseOrder>>(await s.get(path, s.merchant, { status: P.PENDING_SHIPMENT }));
    assert.ok(pending.total >= 1 && pending.list.every((o) => o.status === P.PENDING_SHIPMENT));
    const applying = ok<Page<PurchaseOrder>>(await s.get(path, s.merchant, { refund_status: 10 }));
    assert.ok(applying.total >= 1 && applying.list.every((o) => o.refund_status === 10));
    assert.equal(ok<Page<PurchaseOrder>>(await s.get(path, s.merchant, { shop_id: COMPANY2_SHOP })).total, 0);
  }
  const toys = ok<Page<PurchaseOrder>>(await s.get("/api/manage-order/material-list", s.merchant, { type: "toy_fittings" }));
  assert.ok(toys.total >= 1 && toys.list.every((o) => o.type === "toy_fittings"));
  refused(await s.get("/api/manage-order/device-list", s.merchant, { type: "material" }), 422);
  refused(await s.get("/api/manage-order/material-list", s.customer), 403);
});

test("material-info / device-info: items, contact, parcels, refund; the wrong kind or company is 404", async (t) => {
  const s = await session(t);
  const shipped = purchase(s, (o) => inCompany1(o) && o.order_type === "material" && o.status === P.PENDING_DELIVERY);
  const info = ok<PurchaseOrderInfo>(await s.get("/api/manage-order/material-info", s.merchant, { id: shipped.id }));
  assert.ok(info.shipments.length >= 1 && info.items.length >= 1);
  assert.equal(info.contact.address, shipped.contact.address);
  const sum = info.items.reduce((n, i) => n + Math.round(Number(i.amount) * 100), 0) + Math.round(Number(info.freight) * 100);
  assert.equal(Math.round(Number(info.money) * 100), sum, "money = items + freight");
  const refunded = purchase(s, (o) => inCompany1(o) && o.order_type === "device" && o.status === P.REFUNDED);
  const dev = ok<PurchaseOrderInfo>(await s.get("/api/manage-order/device-info", s.merchant, { id: refunded.id }));
  assert.equal(dev.refund?.status, 30);
  refused(await s.get("/api/manage-order/device-info", s.merchant, { id: shipped.id }), 404);
  refused(await s.get("/api/manage-order/material-info", s.merchant, { id: refunded.id }), 404);
  const theirs = purchase(s, (o) => o.shopId === COMPANY2_SHOP && o.order_type === "material");
  refused(await s.get("/api/manage-order/material-info", s.merchant, { id: theirs.id }), 404);
  ok(await s.get("/api/manage-order/material-info", s.other, { id: theirs.id }));
  ok(await s.get("/api/manage-order/material-info", s.admin, { id: theirs.id }));
});

test("shipping-list: the parcels of an order (device parcels name printers); another company's is 404", async (t) => {
  const s = await session(t);
  const dev = purchase(s, (o) => inCompany1(o) && o.order_type === "device" && o.status === P.PENDING_DELIVERY);
  const { list } = ok<{ list: Shipment[] }>(await s.get("/api/manage-order/shipping-list", s.merchant, { orderinfo_id: dev.id }));
  assert.ok(list.length >= 1);
  assert.equal(list.reduce((n, p) => n + (p.sns?.length ?? 0), 0), dev.total_num);
  const unshipped = purchase(s, (o) => inCompany1(o) && o.status === P.PENDING_SHIPMENT);
  assert.deepEqual(ok<{ list: Shipment[] }>(await s.get("/api/manage-order/shipping-list", s.merchant, { orderinfo_id: unshipped.id })).list, []);
  const theirs = purchase(s, (o) => o.shopId === COMPANY2_SHOP && o.status === P.COMPLETED);
  refused(await s.get("/api/manage-order/shipping-list", s.merchant, { orderinfo_id: theirs.id }), 404);
  refused(await s.get("/api/manage-order/shipping-list", s.merchant, { orderinfo_id: "x" }), 422);
});

test("download: a CSV of the filtered orders with a real row count, listed in download-list for its maker", async (t) => {
  const s = await session(t);
  const seeded = ok<Page<DownloadRecord>>(await s.get("/api/manage-order/download-list", s.merchant));
  assert.ok(seeded.total >= 2, "seeded exports");
  const range = { start_date: "2025-10-01", end_date: "2026-01-20" };
  const rec = ok<DownloadRecord>(await s.post("/api/manage-order/download", s.merchant, { order_type: "material", ...range }));
  const want = Object.values(s.store.merchant.purchaseOrders).filter((o) => o.order_type === "material" && inCompany1(o));
  assert.equal(rec.row_count, want.length);
  assert.match(rec.url, /^\/mock\/downloads\/\d+\.csv$/);
  const kept = s.store.merchant.downloads[String(rec.id)];
  const csv = (await s.h.api.blobs.read(kept?.blob ?? ""))?.toString("utf8") ?? "";
  assert.equal(kept?.bytes, Buffer.byteLength(csv), "the CSV is a kept file beside the state, its size noted");
  assert.equal(csv.trimEnd().split("\r\n").length, want.length + 1, "a header and one line per order");
  assert.ok(want.every((o) => csv.includes(o.sn)));
  assert.ok(!csv.includes(purchase(s, (o) => o.shopId === COMPANY2_SHOP).sn), "no other company's orders");
  const shipped = ok<DownloadRecord>(await s.post("/api/manage-order/download", s.merchant, { order_type: "device", status: P.PENDING_SHIPMENT, ...range }));
  assert.equal(shipped.row_count, Object.values(s.store.merchant.purchaseOrders).filter((o) => o.order_type === "device" && inCompany1(o) && o.status === P.PENDING_SHIPMENT).length);
  const sugar = ok<DownloadRecord>(await s.post("/api/manage-order/download", s.merchant, { order_type: "tanghua", ...range }));
  assert.equal(sugar.row_count, ok<Page<TanghuaOrder>>(await s.get("/api/manage-order/tanghua-list", s.merchant, { ...range, limit: 1 })).total);
  const list = ok<Page<DownloadRecord>>(await s.get("/api/manage-order/download-list", s.merchant));
  assert.equal(list.total, seeded.total + 3);
  assert.equal(list.list[0]?.id, sugar.id, "newest first");
  assert.equal(ok<Page<DownloadRecord>>(await s.get("/api/manage-order/download-list", s.other)).total, 0, "exports are their maker's");
  assert.equal(s.store.merchant.downloads[String(rec.id)]?.userId, MERCHANT.id);
});

test("download refuses bad ranges, another company's shop and callers without a shop, with no change", async (t) => {
  const s = await session(t);
  const range = { start_date: "2026-01-01", end_date: "2026-01-15" };
  await refusedWithoutChange(s, () => s.post("/api/manage-order/download", s.merchant, { order_type: "tanghua", shop_id: COMPANY2_SHOP, ...range }), 404);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/download", s.merchant, { order_type: "tanghua", start_date: "2026-01-15", end_date: "2026-01-01" }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/download", s.merchant, { order_type: "tanghua", start_date: "2024-01-01", end_date: "2026-01-01" }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/download", s.merchant, { order_type: "photo", ...range }), 422);
  await refusedWithoutChange(s, () => s.post("/api/manage-order/download", s.customer, { order_type: "tanghua", ...range }), 403);
  refused(await s.get("/api/manage-order/download-list", s.customer), 403);
});

test("download: CSV cells that look like formulas are defused", async (t) => {
  const { csvCell } = await import("../../mock-api/merchant/download.ts");
  assert.equal(csvCell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
  assert.equal(csvCell("+86 138"), "'+86 138");
  assert.equal(csvCell("-12.50"), "-12.50");
  assert.equal(csvCell("a,b"), "\"a,b\"");
  assert.equal(csvCell(7), "7");
  t.diagnostic("csv cells ok");
});
