/**
 * The e-sign provider's stand-in page (/mock-esign/<flow_id>, ADMIN-MAP D9): the agreement shown
 * to its signer only, signing with the holder's name returns to the app (same origin) with the
 * withdrawal in review, refusing too; the signed PDF is a real PDF, its signer's only.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ESIGN_STATUS } from "../../web/contract/http/weixin.ts";
import { WITHDRAW_STATUS } from "../../web/contract/http/tixian.ts";
import { withdrawableCents } from "../../mock-api/finance/ledger.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi, type Harness } from "./harness.ts";
import { company2Merchant, MANAGER, ok, snapshot, tokenFor } from "./finance-fixtures.ts";

interface Started {
  h: Harness;
  token: string;
  withdrawId: number;
  flowId: string;
  url: string;
}

/** A fresh withdrawal of ¥100 and its signing link, coming back to /admin/user/withdraw-sign. */
async function started(h: Harness): Promise<Started> {
  const token = tokenFor(h, MANAGER.id);
  const account = Object.values(h.api.store.finance.accounts).find((a) => a.userId === MANAGER.id)!;
  const w = ok<{ id: number }>(await h.call("POST", "/api/tixian/apply", { token, body: { account_id: account.id, amount: "100.00" } }));
  const back = `/admin/user/withdraw-sign?id=${w.id}`;
  const link = ok<{ url: string; flow_id: string }>(await h.call("POST", "/api/esign/get-url", { token, body: { type: "withdraw", withdraw_id: w.id, redirect_url: back } }));
  return { h, token, withdrawId: w.id, flowId: link.flow_id, url: link.url };
}

const cookieOf = (token: string) => ({ cookie: `accessToken=${encodeURIComponent(token)}` });

async function page(url: string, token: string | null): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await fetch(url, { headers: token === null ? {} : cookieOf(token), redirect: "manual" });
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function submit(url: string, token: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { ...cookieOf(token), "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

test("the signing page shows the agreement to its signer: parties, amount, fee, masked account; no script; strict CSP", async (t) => {
  const s = await started(await startApi(t));
  const p = await page(s.url, s.token);
  assert.equal(p.status, 200);
  assert.match(p.headers.get("content-type") ?? "", /^text\/html/);
  assert.match(p.headers.get("content-security-policy") ?? "", /default-src 'none'/);
  assert.equal(p.headers.get("x-frame-options"), "DENY");
  for (const text of ["灵活用工服务协议（提现）", "杭州糖画智能科技有限公司", "¥100.00", "¥0.60", "¥99.40", "6225********7890", "陈建国", "确认签署", "拒绝签署"]) {
    assert.ok(p.text.includes(text), text);
  }
  assert.ok(!p.text.includes("6225881234567890"), "the whole account number is not shown");
  assert.ok(!/<script/i.test(p.text));
});

test("signing: the holder's name and the box are required; then the withdrawal is in review and the browser returns to the app", async (t) => {
  const s = await started(await startApi(t));
  const { store } = s.h.api;
  const held = withdrawableCents(store, MANAGER.companyId);
  const unticked = await submit(s.url, s.token, { decision: "sign", signer_name: "陈建国" });
  assert.equal(unticked.status, 400);
  assert.match(unticked.text, /请先阅读并勾选/);
  const wrongName = await submit(s.url, s.token, { decision: "sign", agree: "1", signer_name: "张三" });
  assert.equal(wrongName.status, 400);
  assert.match(wrongName.text, /签署人姓名不一致/);
  assert.equal(store.finance.withdrawals[String(s.withdrawId)]?.status, WITHDRAW_STATUS.SIGNING);

  const signed = await submit(s.url, s.token, { decision: "sign", agree: "1", signer_name: " 陈建国 " });
  assert.equal(signed.status, 302);
  assert.equal(signed.location, `/admin/user/withdraw-sign?id=${s.withdrawId}&flow_id=${s.flowId}&esign_status=${ESIGN_STATUS.SIGNED}`);
  assert.equal(store.finance.withdrawals[String(s.withdrawId)]?.status, WITHDRAW_STATUS.REVIEWING);
  assert.equal(withdrawableCents(store, MANAGER.companyId), held, "signing moves no money: it was held at apply");
  const data = ok<{ is_signed: number; file_url: string }>(await s.h.call("GET", `/api/tixian/esign-data?id=${s.withdrawId}`, { token: s.token }));
  assert.equal(data.is_signed, 1);
  // The page now says it is signed and links the PDF; signing again changes nothing.
  const again = await page(s.url, s.token);
  assert.match(again.text, /协议已签署/);
  assert.ok(again.text.includes(data.file_url));
  const before = snapshot(s.h);
  assert.equal((await submit(s.url, s.token, { decision: "sign", agree: "1", signer_name: "陈建国" })).status, 200);
  assert.equal(snapshot(s.h), before);
});

test("the signed PDF: a real PDF (offsets that point at their objects), served to its signer only", async (t) => {
  const s = await started(await startApi(t));
  ok(await s.h.call("GET", "/api/user/info", { token: s.token }));
  await submit(s.url, s.token, { decision: "sign", agree: "1", signer_name: "陈建国" });
  const url = `${s.h.base}/mock/esign/${s.flowId}.pdf`;
  assert.equal((await page(url, null)).status, 404);
  assert.equal((await page(url, tokenFor(s.h, company2Merchant(s.h).id))).status, 404);
  const res = await fetch(url, { headers: cookieOf(s.token) });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("content-type"), "application/pdf");
  const pdf = Buffer.from(await res.arrayBuffer()).toString("latin1");
  assert.match(pdf, /^%PDF-1\.4\n/);
  assert.match(pdf, /%%EOF\n$/);
  const xrefAt = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
  assert.equal(pdf.slice(xrefAt, xrefAt + 4), "xref");
  const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  assert.equal(offsets.length, 5);
  offsets.forEach((o, i) => assert.equal(pdf.slice(o, o + `${i + 1} 0 obj`.length), `${i + 1} 0 obj`, `object ${i + 1}`));
  const stream = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
  assert.equal(Number(stream?.[1]), Buffer.byteLength(stream?.[2] ?? "", "latin1"), "the stream's length is its own");
  const w = s.h.api.store.finance.withdrawals[String(s.withdrawId)]!;
  for (const text of [w.sn, "CNY 100.00", "CNY 0.60", "CNY 99.40", "6225********7890", s.flowId, "SIGNED"]) assert.ok(pdf.includes(text), text);
});

test("refusing: the flow is refused, the withdrawal still waits, back to the app; a new link can be asked for", async (t) => {
  const s = await started(await startApi(t));
  const refused = await submit(s.url, s.token, { decision: "refuse" });
  assert.equal(refused.status, 302);
  assert.match(refused.location ?? "", new RegExp(`esign_status=${ESIGN_STATUS.REFUSED}$`));
  assert.equal(s.h.api.store.finance.esignFlows[s.flowId]?.status, ESIGN_STATUS.REFUSED);
  assert.equal(s.h.api.store.finance.withdrawals[String(s.withdrawId)]?.status, WITHDRAW_STATUS.SIGNING);
  const closed = await page(s.url, s.token);
  assert.equal(closed.status, 410);
  assert.match(closed.text, /已拒绝签署/);
  const next = ok<{ flow_id: string }>(await s.h.call("POST", "/api/esign/get-url", { token: s.token, body: { type: "withdraw", withdraw_id: s.withdrawId } }));
  assert.notEqual(next.flow_id, s.flowId);
});

test("the page is its signer's: no session → log in first; someone else → invalid link; a cross-site form post → refused; nothing changes", async (t) => {
  const s = await started(await startApi(t));
  const others = [tokenFor(s.h, company2Merchant(s.h).id), tokenFor(s.h, SEED_USERS.admin.id)];
  const before = snapshot(s.h);
  const anonymous = await page(s.url, null);
  assert.equal(anonymous.status, 401);
  assert.match(anonymous.text, /请先登录/);
  for (const token of others) {
    assert.equal((await page(s.url, token)).status, 404);
    assert.equal((await submit(s.url, token, { decision: "sign", agree: "1", signer_name: "陈建国" })).status, 404);
  }
  const crossSite = await submit(s.url, s.token, { decision: "sign", agree: "1", signer_name: "陈建国" }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
  assert.equal(crossSite.status, 403);
  assert.equal((await page(`${s.h.base}/mock-esign/${"0".repeat(32)}`, s.token)).status, 404);
  assert.equal((await page(`${s.h.base}/mock-esign/nope`, s.token)).status, 404);
  assert.equal(snapshot(s.h), before);
});

test("a cancelled withdrawal: its money is back, its link no longer signs; a signed one cannot be cancelled", async (t) => {
  const s = await started(await startApi(t));
  const { store } = s.h.api;
  const before = withdrawableCents(store, MANAGER.companyId);
  const cancelled = ok<{ status: number }>(await s.h.call("POST", "/api/tixian/cancel", { token: s.token, body: { id: s.withdrawId } }));
  assert.equal(cancelled.status, WITHDRAW_STATUS.CANCELLED);
  assert.equal(withdrawableCents(store, MANAGER.companyId), before + 10_000);
  assert.equal(ok<{ status: number }>(await s.h.call("POST", "/api/tixian/cancel", { token: s.token, body: { id: s.withdrawId } })).status, WITHDRAW_STATUS.CANCELLED, "again: as it is");
  assert.equal(withdrawableCents(store, MANAGER.companyId), before + 10_000, "given back once");
  assert.equal(store.finance.esignFlows[s.flowId]?.status, ESIGN_STATUS.REVOKED);
  assert.equal((await submit(s.url, s.token, { decision: "sign", agree: "1", signer_name: "陈建国" })).status, 410);
  const income = ok<{ list: { type: number; order_sn: string; amount: string }[] }>(await s.h.call("GET", "/api/manage/income-list?type=4", { token: s.token }));
  const sn = store.finance.withdrawals[String(s.withdrawId)]!.sn;
  assert.equal(income.list.filter((r) => r.order_sn === sn).reduce((n, r) => n + Number(r.amount), 0), 100);

  const other = await started(s.h);
  await submit(other.url, other.token, { decision: "sign", agree: "1", signer_name: "陈建国" });
  const stranger = tokenFor(s.h, company2Merchant(s.h).id);
  const snap = snapshot(s.h);
  const refused = await s.h.call("POST", "/api/tixian/cancel", { token: s.token, body: { id: other.withdrawId } });
  assert.equal(refused.json?.errorCode, 1);
  assert.match(refused.json?.msg ?? "", /不能取消/);
  assert.equal(snapshot(s.h), snap);
  assert.equal((await s.h.call("POST", "/api/tixian/cancel", { token: stranger, body: { id: other.withdrawId } })).status, 404);
  assert.equal(snapshot(s.h), snap);
});
