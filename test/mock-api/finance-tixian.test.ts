/**
 * tixian: payout accounts (own only, masked in lists), withdrawals (from the company's ledger
 * balance, refused over it with no change), the e-sign data of a withdrawal; IDOR across users
 * and companies.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { INCOME_TYPE } from "../../web/contract/http/manage.ts";
import { WITHDRAW_STATUS } from "../../web/contract/http/tixian.ts";
import { withdrawableCents } from "../../mock-api/finance/ledger.ts";
import { settleWithdrawal } from "../../mock-api/finance/withdrawals.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi, type Harness } from "./harness.ts";
import { company2Merchant, MANAGER, ok, refused, snapshot, tokenFor } from "./finance-fixtures.ts";

interface Account { id: number; type: number; bank_account: string; alipay: string | null; is_default: number; account_name: string }
interface Withdrawal { id: number; sn: string; amount: string; fee: string; actual_amount: string; status: number; bank_account: string }

const CARD = { type: 1, bank_name: "中国农业银行杭州分行", bank_account: "6228480012345678912", bank_code: "103331000789", account_name: "陈建国" };

async function accounts(h: Harness, token: string): Promise<Account[]> {
  return ok<{ list: Account[] }>(await h.call("GET", "/api/tixian/account-list", { token })).list;
}

test("account-list: only the caller's accounts, numbers masked first 4 / last 4, alipay masked (§5)", async (t) => {
  const h = await startApi(t);
  const list = await accounts(h, tokenFor(h, MANAGER.id));
  assert.equal(list.length, 2);
  for (const a of list) {
    const whole = h.api.store.finance.accounts[String(a.id)];
    assert.equal(whole?.userId, MANAGER.id);
    assert.equal(a.bank_account, `${whole.bank_account.slice(0, 4)}${"*".repeat(whole.bank_account.length - 8)}${whole.bank_account.slice(-4)}`);
  }
  assert.equal(list[0]?.is_default, 1, "the default first");
  assert.equal(list[0]?.bank_account, "6225********7890");
  assert.equal(list[0]?.alipay, "138****0005");
  const info = ok<Account>(await h.call("GET", `/api/tixian/account-info?id=${list[0]?.id}`, { token: tokenFor(h, MANAGER.id) }));
  assert.equal(info.bank_account, "6225********7890", "masked in the detail too (§5): the whole number never comes back");
});

test("account-save: create, update, default moves; validation and refusals change nothing", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const created = ok<{ id: number }>(await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, is_default: 1, alipay: "chen@example.com" } }));
  let list = await accounts(h, token);
  assert.equal(list.length, 3);
  assert.deepEqual(list.filter((a) => a.is_default === 1).map((a) => a.id), [created.id], "one default");
  assert.equal(list[0]?.alipay, "ch****@example.com");

  ok(await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, id: created.id, bank_name: "农行西湖支行" } }));
  const info = ok<{ bank_name: string; alipay: string; is_default: number }>(await h.call("GET", `/api/tixian/account-info?id=${created.id}`, { token }));
  assert.equal(info.bank_name, "农行西湖支行");
  assert.equal(info.alipay, "ch****@example.com", "masked in every answer, so an edit that leaves it out keeps it");
  assert.equal(info.is_default, 1);
  ok(await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, id: created.id, alipay: "" } }));
  const cleared = ok<{ alipay: string }>(await h.call("GET", `/api/tixian/account-info?id=${created.id}`, { token }));
  assert.equal(cleared.alipay, "", '"" removes it');

  const before = snapshot(h);
  const bad = [
    { body: { ...CARD, bank_account: "1234" }, status: 422, msg: /bank_account/ },
    { body: { ...CARD, bank_code: "12345" }, status: 422, msg: /bank_code/ },
    { body: { ...CARD, account_name: "Chen Jianguo" }, status: 422, msg: /account_name/ },
    { body: { ...CARD, type: 2, account_name: "<b>x</b>" }, status: 422, msg: /account_name/ },
    { body: { ...CARD, alipay: "not-an-id" }, status: 422, msg: /alipay/ },
    { body: { ...CARD, user_id: 1 }, status: 422, msg: /user_id/ },
  ];
  for (const c of bad) {
    const a = await h.call("POST", "/api/tixian/account-save", { token, body: c.body });
    assert.equal(a.status, c.status, a.text);
    assert.match(a.json?.msg ?? "", c.msg);
  }
  refused(await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, bank_account: "6225881234567890" } }), /已添加/);
  assert.equal(snapshot(h), before);
  list = await accounts(h, token);
  assert.equal(list.length, 3);
});

test("accounts of another user or company: 404 with no data, and no change", async (t) => {
  const h = await startApi(t);
  const other = company2Merchant(h);
  const theirs = tokenFor(h, other.id);
  const admin = tokenFor(h, SEED_USERS.admin.id);
  const managerAccount = Object.values(h.api.store.finance.accounts).find((a) => a.userId === MANAGER.id)!;
  const before = snapshot(h);
  for (const token of [theirs, admin]) {
    const info = await h.call("GET", `/api/tixian/account-info?id=${managerAccount.id}`, { token });
    assert.equal(info.status, 404);
    assert.equal(info.json?.data, null);
    assert.equal((await h.call("POST", "/api/tixian/account-del", { token, body: { id: managerAccount.id } })).status, 404);
    const save = await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, id: managerAccount.id } });
    assert.equal(save.status, 404);
    const apply = await h.call("POST", "/api/tixian/apply", { token, body: { account_id: managerAccount.id, amount: 1 } });
    assert.equal(apply.status, 404);
  }
  assert.equal(snapshot(h), before);
  for (const a of await accounts(h, theirs)) assert.notEqual(h.api.store.finance.accounts[String(a.id)]?.userId, MANAGER.id);
  // A customer without a shop has no /admin area at all.
  assert.equal((await h.call("GET", "/api/tixian/account-list", { token: tokenFor(h, SEED_USERS.customer.id) })).status, 403);
});

test("account-del: refused while a withdrawal to it is open or a shop pays out to it; then deleted, default moves", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const [personal, company] = (await accounts(h, token)) as [Account, Account];
  assert.equal(personal.type, 1);
  const before = snapshot(h);
  refused(await h.call("POST", "/api/tixian/account-del", { token, body: { id: personal.id } }), /进行中的提现/);
  assert.equal(snapshot(h), before);

  // The company account: only finished withdrawals used it, until a shop takes it as its payout account.
  const shop = Object.values(h.api.store.shops).find((s) => s.companyId === MANAGER.companyId)!;
  shop.payout_account_id = company.id;
  refused(await h.call("POST", "/api/tixian/account-del", { token, body: { id: company.id } }), new RegExp(shop.name));
  shop.payout_account_id = null;
  assert.equal(ok(await h.call("POST", "/api/tixian/account-del", { token, body: { id: company.id } })), null);

  // Settle the open withdrawals, then the default account goes and the default moves on.
  const extra = ok<{ id: number }>(await h.call("POST", "/api/tixian/account-save", { token, body: CARD }));
  for (const w of Object.values(h.api.store.finance.withdrawals)) {
    if (w.status === WITHDRAW_STATUS.SIGNING) w.status = WITHDRAW_STATUS.REVIEWING;
    settleWithdrawal(h.api.store, w, "paid", Math.floor(h.clock.now() / 1000));
  }
  ok(await h.call("POST", "/api/tixian/account-del", { token, body: { id: personal.id } }));
  const left = await accounts(h, token);
  assert.deepEqual(left.map((a) => [a.id, a.is_default]), [[extra.id, 1]]);
  assert.equal((await h.call("POST", "/api/tixian/account-del", { token, body: { id: personal.id } })).status, 404);
});

test("apply: takes the amount from the company's balance at once (ledger entries), fee 0.6 %, status 0", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const store = h.api.store;
  const [account] = await accounts(h, token);
  const balance = withdrawableCents(store, MANAGER.companyId);
  assert.ok(balance > 10_000, `seeded balance ${balance}`);
  const ledgerBefore = Object.keys(store.ledger).length;
  const w = ok<Withdrawal>(await h.call("POST", "/api/tixian/apply", { token, body: { account_id: account!.id, amount: "100.00" } }));
  assert.equal(w.status, WITHDRAW_STATUS.SIGNING);
  assert.equal(w.amount, "100.00");
  assert.equal(w.fee, "0.60");
  assert.equal(w.actual_amount, "99.40");
  assert.match(w.sn, /^TX\d{8}\d{6}$/);
  assert.equal(w.bank_account, "6225********7890");
  assert.equal(withdrawableCents(store, MANAGER.companyId), balance - 10_000);
  const entries = Object.values(store.ledger).slice(ledgerBefore);
  assert.ok(entries.length >= 1);
  assert.ok(entries.every((e) => e.type === INCOME_TYPE.WITHDRAW && e.owner.kind === "shop" && e.order_sn === w.sn));
  assert.equal(entries.reduce((s, e) => s + Math.round(Number(e.amount) * 100), 0), -10_000);

  // It shows first in the list, and in income-list as a withdrawal.
  const list = ok<{ list: Withdrawal[]; total: number }>(await h.call("GET", "/api/tixian/list?status=0", { token }));
  assert.equal(list.list[0]?.id, w.id);
  const income = ok<{ list: { type: number; amount: string; order_sn: string }[] }>(await h.call("GET", "/api/manage/income-list?type=3&limit=100", { token }));
  const pieces = income.list.filter((r) => r.order_sn === w.sn);
  assert.equal(pieces.length, entries.length, "one record per shop the amount was taken from");
  assert.equal(income.list[0]?.order_sn, w.sn, "newest first");
  assert.equal(pieces.reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0), -10_000);

  // A refusal gives it back.
  const rec = store.finance.withdrawals[String(w.id)]!;
  rec.status = WITHDRAW_STATUS.REVIEWING;
  settleWithdrawal(store, rec, "rejected", Math.floor(h.clock.now() / 1000), "test");
  assert.equal(withdrawableCents(store, MANAGER.companyId), balance);
});

test("apply over the balance, under the minimum, without a company: refused with no change", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const [account] = await accounts(h, token);
  const balance = withdrawableCents(h.api.store, MANAGER.companyId);
  const before = snapshot(h);
  const over = (balance + 1) / 100;
  refused(await h.call("POST", "/api/tixian/apply", { token, body: { account_id: account!.id, amount: over } }), /余额不足/);
  const en = await h.call("POST", "/api/tixian/apply", { token, body: { account_id: account!.id, amount: over }, headers: { language: "en" } });
  refused(en, new RegExp(`Not enough balance .*${(balance / 100).toFixed(2)}`));
  refused(await h.call("POST", "/api/tixian/apply", { token, body: { account_id: account!.id, amount: 0.99 } }), /不能少于/);
  for (const amount of [0, -5, "1e3", 1.005, "abc", 2_000_000]) {
    assert.equal((await h.call("POST", "/api/tixian/apply", { token, body: { account_id: account!.id, amount } })).status, 422, String(amount));
  }
  assert.equal(snapshot(h), before);
  // Level-1 admin without a company: accounts of their own, but no shop to withdraw from.
  const privileged = tokenFor(h, SEED_USERS.privileged.id);
  const mine = ok<{ id: number }>(await h.call("POST", "/api/tixian/account-save", { token: privileged, body: { ...CARD, account_name: "李特权" } }));
  const afterSave = snapshot(h);
  refused(await h.call("POST", "/api/tixian/apply", { token: privileged, body: { account_id: mine.id, amount: 10 } }), /没有可提现的店铺/);
  assert.equal(snapshot(h), afterSave);
});

test("list: own withdrawals only, every status seeded, filters and paging; esign-data of own withdrawals only", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const all = ok<{ list: Withdrawal[]; total: number; page: number; limit: number }>(await h.call("GET", "/api/tixian/list?limit=100", { token }));
  assert.deepEqual([...new Set(all.list.map((w) => w.status))].sort((a, b) => a - b), [0, 10, 20, 30]);
  assert.ok(all.list.every((w) => /^\d{4}\*+\d{4}$/.test(w.bank_account)));
  const paid = ok<{ list: Withdrawal[] }>(await h.call("GET", "/api/tixian/list?status=20", { token }));
  assert.ok(paid.list.length >= 1 && paid.list.every((w) => w.status === 20));
  const page2 = ok<{ list: Withdrawal[]; page: number }>(await h.call("GET", "/api/tixian/list?limit=2&page=2", { token }));
  assert.deepEqual(page2.list.map((w) => w.id), all.list.slice(2, 4).map((w) => w.id));
  assert.equal((await h.call("GET", "/api/tixian/list?status=5", { token })).status, 422);

  const signed = all.list.find((w) => w.status === 20)!;
  const data = ok<{ withdraw_id: number; is_signed: number; file_url: string; party_a: { name: string }; party_b: { name: string; mobile: string }; amount: string }>(
    await h.call("GET", `/api/tixian/esign-data?id=${signed.id}`, { token }),
  );
  assert.equal(data.withdraw_id, signed.id);
  assert.equal(data.is_signed, 1);
  assert.equal(data.amount, signed.amount);
  assert.equal(data.party_a.name, "杭州糖画智能科技有限公司");
  assert.equal(data.party_b.mobile, "138****0005");
  const cookie = { cookie: `accessToken=${encodeURIComponent(token)}` };
  assert.equal((await fetch(h.base + data.file_url)).status, 404, "the signed contract is its signer's only");
  assert.equal((await fetch(h.base + data.file_url, { headers: { cookie: `accessToken=${encodeURIComponent(tokenFor(h, company2Merchant(h).id))}` } })).status, 404);
  const pdf = await fetch(h.base + data.file_url, { headers: cookie });
  assert.equal(pdf.status, 200);
  assert.equal(pdf.headers.get("content-type"), "application/pdf");
  assert.equal(pdf.headers.get("x-content-type-options"), "nosniff");
  assert.match(Buffer.from(await pdf.arrayBuffer()).subarray(0, 8).toString("latin1"), /^%PDF-1\./);
  const waiting = all.list.find((w) => w.status === 0)!;
  const unsigned = ok<{ is_signed: number; file_url: string | null; withdrawal: Withdrawal }>(await h.call("GET", `/api/tixian/esign-data?id=${waiting.id}`, { token }));
  assert.deepEqual([unsigned.is_signed, unsigned.file_url], [0, null]);
  // The withdrawal comes with its signing data (issue 16: the withdraw-sign page), as the list has it.
  assert.deepEqual(unsigned.withdrawal, waiting);
  assert.deepEqual((data as unknown as { withdrawal: Withdrawal }).withdrawal, signed);

  const theirs = tokenFor(h, company2Merchant(h).id);
  assert.equal(ok<{ total: number }>(await h.call("GET", "/api/tixian/list", { token: theirs })).total, 0);
  const idor = await h.call("GET", `/api/tixian/esign-data?id=${signed.id}`, { token: theirs });
  assert.equal(idor.status, 404);
  assert.equal(idor.json?.data, null);
  assert.equal((await h.call("GET", "/api/tixian/esign-data?id=__proto__", { token })).status, 422);
  assert.equal((await h.call("GET", "/api/tixian/esign-data?id=99999", { token })).status, 404);
});
