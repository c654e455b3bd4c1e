/**
 * What the withdraw and bank-card forms need (issue 16): withdraw-info (what can be withdrawn,
 * what open withdrawals hold, the 0.6 % fee before confirming), and bank cards saved with the
 * 12-digit bank code and §5's Chinese-name rule, refused field by field, masked once saved.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { withdrawFeeCents } from "../../web/contract/http/tixian.ts";
import { startApi } from "./harness.ts";
import { MANAGER, ok, snapshot, tokenFor } from "./finance-fixtures.ts";

const CARD = { type: 1, bank_name: "中国农业银行杭州分行", bank_account: "6228480012345678912", bank_code: "103331000789", account_name: "陈建国" };

interface Info { available: string; frozen: string; fee_per_mille: number; min_amount: string; max_amount: string; open_count: number; open_max: number; amount?: string; fee?: string; actual_amount?: string }

test("withdraw-info: the balance the dashboard shows, what open withdrawals hold, limits; the fee of an amount before confirming", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const info = ok<Info>(await h.call("GET", "/api/tixian/withdraw-info", { token }));
  const dash = ok<{ balance: string; frozen_amount: string }>(await h.call("GET", "/api/manage/index", { token }));
  assert.equal(info.available, dash.balance);
  assert.equal(info.frozen, dash.frozen_amount);
  assert.deepEqual([info.fee_per_mille, info.min_amount, info.max_amount, info.open_max], [6, "1.00", "1000000.00", 5]);
  assert.equal(info.fee, undefined);
  const open = Object.values(h.api.store.finance.withdrawals).filter((w) => w.userId === MANAGER.id && (w.status === 0 || w.status === 10));
  assert.equal(info.open_count, open.length);
  assert.equal(Number(info.frozen), open.reduce((n, w) => n + Number(w.amount), 0));
  for (const [amount, fee, actual] of [["100.00", "0.60", "99.40"], ["100", "0.60", "99.40"], ["0.01", "0.01", "0.00"], ["1234.56", "7.41", "1227.15"]] as const) {
    const a = ok<Info>(await h.call("GET", `/api/tixian/withdraw-info?amount=${amount}`, { token }));
    assert.deepEqual([a.fee, a.actual_amount], [fee, actual], amount);
    assert.equal(a.fee, (withdrawFeeCents(Math.round(Number(amount) * 100)) / 100).toFixed(2), "the contract's rule");
  }
  // What withdraw-info says is what apply charges.
  const account = Object.values(h.api.store.finance.accounts).find((a) => a.userId === MANAGER.id)!;
  const said = ok<Info>(await h.call("GET", "/api/tixian/withdraw-info?amount=123.45", { token }));
  assert.deepEqual([said.fee, said.actual_amount], ["0.75", "122.70"], "0.7407 rounds up to the fen");
  const w = ok<{ fee: string; actual_amount: string }>(await h.call("POST", "/api/tixian/apply", { token, body: { account_id: account.id, amount: "123.45" } }));
  assert.deepEqual([w.fee, w.actual_amount], [said.fee, said.actual_amount]);
  const after = ok<Info>(await h.call("GET", "/api/tixian/withdraw-info", { token }));
  assert.equal(Number(after.available), Math.round((Number(info.available) - 123.45) * 100) / 100);
  assert.equal(Number(after.frozen), Math.round((Number(info.frozen) + 123.45) * 100) / 100);
  assert.equal(after.open_count, info.open_count + 1);
  for (const bad of ["0", "-1", "1e3", "1.005", "abc", "2000000"]) assert.equal((await h.call("GET", `/api/tixian/withdraw-info?amount=${bad}`, { token })).status, 422, bad);
});

test("bank cards: a bad bank code and a non-Chinese personal name are refused field by field (data.fields), nothing saved", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const before = snapshot(h);
  const a = await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, bank_code: "10333100078", account_name: "Chen Jianguo" } });
  assert.equal(a.status, 422);
  const fields = (a.json?.data as { fields: Record<string, string> }).fields;
  assert.deepEqual(Object.keys(fields).sort(), ["account_name", "bank_code"]);
  assert.match(fields.bank_code ?? "", /12-digit/);
  assert.match(fields.account_name ?? "", /Chinese/);
  assert.match(a.json?.msg ?? "", /^bank_code: /, "the toast names the first field");
  for (const name of ["陈", "陈建国1", "<b>陈</b>", "陈 建国"]) {
    const r = await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, account_name: name } });
    assert.deepEqual(Object.keys((r.json?.data as { fields: Record<string, string> }).fields), ["account_name"], name);
  }
  assert.equal(snapshot(h), before);
  // §5 accepts a minority name with a middle dot; a company account takes its registered name.
  ok(await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, account_name: "阿依古丽·买买提" } }));
  ok(await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, type: 2, bank_account: "110060123456789012", account_name: "杭州糖画智能科技有限公司（滨江分公司）" } }));
});

test("bank cards: the detail is masked; an edit that does not retype the number keeps it; a new card must give one", async (t) => {
  const h = await startApi(t);
  const token = tokenFor(h, MANAGER.id);
  const { id } = ok<{ id: number }>(await h.call("POST", "/api/tixian/account-save", { token, body: { ...CARD, alipay: "13800000005" } }));
  const info = ok<{ bank_account: string; alipay: string; bank_code: string }>(await h.call("GET", `/api/tixian/account-info?id=${id}`, { token }));
  assert.deepEqual([info.bank_account, info.alipay, info.bank_code], ["6228***********8912", "138****0005", "103331000789"]);
  const { bank_account: _omitted, ...rest } = CARD;
  ok(await h.call("POST", "/api/tixian/account-save", { token, body: { ...rest, id, bank_name: "农行西湖支行" } }));
  assert.equal(h.api.store.finance.accounts[String(id)]?.bank_account, CARD.bank_account, "kept");
  assert.equal(h.api.store.finance.accounts[String(id)]?.bank_name, "农行西湖支行");
  const before = snapshot(h);
  const a = await h.call("POST", "/api/tixian/account-save", { token, body: rest });
  assert.equal(a.status, 422);
  assert.deepEqual(Object.keys((a.json?.data as { fields: Record<string, string> }).fields), ["bank_account"]);
  assert.equal(snapshot(h), before);
  assert.equal((await h.call("POST", "/api/tixian/account-save", { token, body: { ...rest, id: 9999 } })).status, 404);
  assert.equal(snapshot(h), before);
});
