/** manage-shop/*: list, info, data, save; a merchant's own company only, admins every shop. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi } from "./harness.ts";
import { company2Merchant, MANAGER, ok, refused, snapshot, tokenFor } from "./finance-fixtures.ts";

interface ShopRow { id: number; name: string; address: string; status: number; device_count: number; owner: { id: number; mobile: string } | null }
type Page = { list: ShopRow[]; total: number };

const NEW_SHOP = {
  name: "杭州湖滨银泰店",
  address: "浙江省杭州市上城区东坡路 7 号湖滨银泰 in77 A 区 B1",
  contact: { name: "陈建国", phone: "0571-87001234", address: "浙江省杭州市上城区东坡路 7 号" },
};

test("list: a merchant sees their company's shops with owners masked; an admin sees all, unmasked; filters", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const token = tokenFor(h, MANAGER.id);
  const mine = ok<Page>(await h.call("GET", "/api/manage-shop/list?limit=100", { token }));
  const want = Object.values(store.shops).filter((s) => s.companyId === MANAGER.companyId);
  assert.deepEqual(new Set(mine.list.map((s) => s.id)), new Set(want.map((s) => s.id)));
  assert.ok(mine.list.every((s) => s.owner === null || /^\d{3}\*{4}\d{4}$/.test(s.owner.mobile)));
  for (const s of mine.list) assert.equal(s.device_count, Object.values(store.printers).filter((p) => p.shopId === s.id).length);

  const all = ok<Page>(await h.call("GET", "/api/manage-shop/list?limit=100", { token: tokenFor(h, SEED_USERS.admin.id) }));
  assert.equal(all.total, Object.keys(store.shops).length);
  assert.ok(all.list.some((s) => s.owner?.mobile === MANAGER.mobile), "admins see whole numbers");

  const first = want[0]!;
  const byName = ok<Page>(await h.call("GET", `/api/manage-shop/list?keyword=${encodeURIComponent(first.name.slice(0, 2))}`, { token }));
  assert.ok(byName.list.some((s) => s.id === first.id) && byName.list.every((s) => s.name.includes(first.name.slice(0, 2)) || s.address.includes(first.name.slice(0, 2))));
  store.shops[String(first.id)]!.status = 0;
  const closed = ok<Page>(await h.call("GET", "/api/manage-shop/list?status=0", { token }));
  assert.deepEqual(closed.list.map((s) => s.id), [first.id]);
  for (const q of ["status=2", "keyword=", "limit=0"]) assert.equal((await h.call("GET", `/api/manage-shop/list?${q}`, { token })).status, 422, q);
  assert.equal((await h.call("GET", "/api/manage-shop/list", { token: tokenFor(h, SEED_USERS.customer.id) })).status, 403);
});

test("info and data: own company's shops; another company's is 404 with no data", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const token = tokenFor(h, MANAGER.id);
  const shop = Object.values(store.shops).find((s) => s.companyId === MANAGER.companyId)!;
  const account = Object.values(store.finance.accounts).find((a) => a.userId === MANAGER.id)!;
  shop.payout_account_id = account.id;
  const info = ok<{ id: number; contact: { name: string }; payout: { bank_account: string } | null; payout_account_id: number; invoice: unknown }>(
    await h.call("GET", `/api/manage-shop/info?id=${shop.id}`, { token }),
  );
  assert.equal(info.id, shop.id);
  assert.equal(info.contact.name, shop.contact.name);
  assert.equal(info.payout_account_id, account.id);
  assert.match(info.payout?.bank_account ?? "", /^\d{4}\*+\d{4}$/);
  const data = ok<{ shop_id: number; device_count: number; total_order_count: number; total_income: string }>(await h.call("GET", `/api/manage-shop/data?id=${shop.id}`, { token }));
  assert.equal(data.shop_id, shop.id);
  assert.equal(data.device_count, Object.values(store.printers).filter((p) => p.shopId === shop.id).length);
  assert.ok(data.total_order_count > 0 && Number(data.total_income) > 0);

  const other = company2Merchant(h);
  const theirShop = Object.values(store.shops).find((s) => s.companyId === other.companyId);
  const probe = theirShop?.id ?? 9999;
  for (const path of [`info?id=${probe}`, `data?id=${probe}`]) {
    const a = await h.call("GET", `/api/manage-shop/${path}`, { token });
    assert.equal(a.status, 404, path);
    assert.equal(a.json?.data, null);
  }
  // Their owner cannot read company 1's shop either; an admin can.
  assert.equal((await h.call("GET", `/api/manage-shop/info?id=${shop.id}`, { token: tokenFor(h, other.id) })).status, 404);
  ok(await h.call("GET", `/api/manage-shop/info?id=${shop.id}`, { token: tokenFor(h, SEED_USERS.admin.id) }));
  assert.equal((await h.call("GET", "/api/manage-shop/info?id=__proto__", { token })).status, 422);
});

test("save: creates in the caller's company, updates; invoice omitted keeps, null clears", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const token = tokenFor(h, MANAGER.id);
  const account = Object.values(store.finance.accounts).find((a) => a.userId === MANAGER.id)!;
  const invoice = { type: 2, company_name: "杭州糖画智能科技有限公司", tax_id: "91330100MA2H1234XY", email: "invoice@tanghua.example" };
  const { id } = ok<{ id: number }>(await h.call("POST", "/api/manage-shop/save", { token, body: { ...NEW_SHOP, invoice, payout_account_id: account.id } }));
  const rec = store.shops[String(id)]!;
  assert.deepEqual([rec.companyId, rec.ownerId, rec.status, rec.payout_account_id], [MANAGER.companyId, MANAGER.id, 1, account.id]);
  assert.equal(rec.create_time, Math.floor(h.clock.now() / 1000));
  const listed = ok<Page>(await h.call("GET", "/api/manage-shop/list?limit=100", { token }));
  assert.ok(listed.list.some((s) => s.id === id));

  ok(await h.call("POST", "/api/manage-shop/save", { token, body: { ...NEW_SHOP, id, name: "杭州湖滨银泰 in77 店", status: 0 } }));
  const info = ok<{ name: string; status: number; invoice: { tax_id: string } | null }>(await h.call("GET", `/api/manage-shop/info?id=${id}`, { token }));
  assert.deepEqual([info.name, info.status, info.invoice?.tax_id], ["杭州湖滨银泰 in77 店", 0, invoice.tax_id]);
  ok(await h.call("POST", "/api/manage-shop/save", { token, body: { ...NEW_SHOP, id, invoice: null } }));
  assert.equal(store.shops[String(id)]?.invoice, null);
  assert.equal(store.shops[String(id)]?.payout_account_id, account.id, "omitted payout account: as it was");
});

test("save refusals change nothing: another company's shop, someone else's account, duplicate name, bad input", async (t) => {
  const h = await startApi(t);
  const store = h.api.store;
  const token = tokenFor(h, MANAGER.id);
  const other = company2Merchant(h);
  const theirShop = Object.values(store.shops).find((s) => s.companyId === other.companyId);
  const mine = Object.values(store.shops).find((s) => s.companyId === MANAGER.companyId)!;
  const adminAccount = Object.values(store.finance.accounts).find((a) => a.userId === SEED_USERS.admin.id)!;
  const before = snapshot(h);

  const cross = await h.call("POST", "/api/manage-shop/save", { token, body: { ...NEW_SHOP, id: theirShop?.id ?? 9999 } });
  assert.equal(cross.status, 404);
  assert.equal((await h.call("POST", "/api/manage-shop/save", { token: tokenFor(h, other.id), body: { ...NEW_SHOP, id: mine.id } })).status, 404);
  refused(await h.call("POST", "/api/manage-shop/save", { token, body: { ...NEW_SHOP, payout_account_id: adminAccount.id } }), /收款账户不存在/);
  refused(await h.call("POST", "/api/manage-shop/save", { token, body: { ...NEW_SHOP, name: mine.name } }), /同名店铺/);
  refused(await h.call("POST", "/api/manage-shop/save", { token: tokenFor(h, SEED_USERS.privileged.id), body: NEW_SHOP }), /不属于任何公司/);
  const bad = [
    { ...NEW_SHOP, name: "" },
    { ...NEW_SHOP, contact: { ...NEW_SHOP.contact, phone: "12345" } },
    { ...NEW_SHOP, invoice: { type: 2, company_name: "某公司" } },
    { ...NEW_SHOP, invoice: { type: 3, company_name: "某公司", tax_id: "91330100MA2H1234XY" } },
    { ...NEW_SHOP, logo_url: "javascript:alert(1)" },
    { ...NEW_SHOP, companyId: 2 },
    { ...NEW_SHOP, status: 2 },
  ];
  for (const body of bad) assert.equal((await h.call("POST", "/api/manage-shop/save", { token, body })).status, 422, JSON.stringify(body).slice(0, 80));
  const tokensOnly = (s: string) => {
    const o = JSON.parse(s) as Record<string, unknown>;
    delete o["tokens"];
    return JSON.stringify(o);
  };
  assert.equal(tokensOnly(snapshot(h)), tokensOnly(before));

  // An admin may edit any shop; it stays in its company.
  const admin = tokenFor(h, SEED_USERS.admin.id);
  if (theirShop !== undefined) {
    ok(await h.call("POST", "/api/manage-shop/save", { token: admin, body: { ...NEW_SHOP, id: theirShop.id, name: "香港海港城旗舰店" } }));
    assert.equal(store.shops[String(theirShop.id)]?.companyId, other.companyId);
    assert.equal(store.shops[String(theirShop.id)]?.name, "香港海港城旗舰店");
  }
});
