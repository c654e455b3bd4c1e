/**
 * Issue 12 item 6: text that is not text. Every request string (JSON body, form body, query) must
 * be well-formed Unicode: a lone surrogate, or bytes that are not UTF-8, is a 422 naming the field,
 * and nothing is stored. A valid surrogate pair (an emoji) passes.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { illFormedPath, illFormedQueryKey } from "../../mock-api/request.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startApi, type Harness } from "./harness.ts";

const LONE_HIGH = "\ud800";
const LONE_LOW = "\udc00";
const REVERSED = "\udc00\ud800"; // low then high: two lone halves
const LOLLIPOP = "\ud83c\udf6d"; // 🍭, a well-formed pair

/** company/update's `name` as the probe sent it: raw JSON text, so the escape reaches the server as written. */
async function rename(h: Harness, token: string, escaped: string) {
  return h.call("POST", "/api/company/update", { token, rawBody: `{"name":"糖画${escaped}"}`, headers: { "content-type": "application/json" } });
}

const companyName = (h: Harness) => h.api.store.companies[String(SEED_USERS.printerManager.companyId)]?.name;

test("a lone surrogate in a JSON body field is 422 naming the field and is not stored; an emoji pair is", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.printerManager.mobile);
  const before = companyName(h);
  for (const [label, escaped] of [["lone high", "\\ud800"], ["lone low", "\\udc00"], ["reversed pair", "\\udc00\\ud800"]] as const) {
    const a = await rename(h, token, escaped);
    assert.equal(a.status, 422, `${label}: ${a.text}`);
    assert.equal(a.json?.errorCode, 1);
    assert.match(a.json?.msg ?? "", /^name: /, `${label} names the field`);
    assert.equal(companyName(h), before, `${label} is not stored`);
  }
  const ok = await rename(h, token, "\\ud83c\\udf6d");
  assert.equal(ok.json?.errorCode, 0, ok.text);
  assert.equal(companyName(h), `糖画${LOLLIPOP}`);
});

test("the 422 speaks the caller's language", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.printerManager.mobile);
  const en = await h.call("POST", "/api/company/update", { token, rawBody: '{"name":"\\ud800"}', headers: { "content-type": "application/json", language: "en" } });
  assert.equal(en.json?.msg, "name: must be well-formed Unicode text");
  const zh = await rename(h, token, "\\ud800");
  assert.equal(zh.json?.msg, "name: 含有无效的 Unicode 字符");
});

test("a query field that percent-decodes to a surrogate or to bytes that are not UTF-8 is 422 naming it; an emoji is fine", async (t) => {
  const h = await startApi(t);
  const list = (keyword: string) => h.call("GET", `/api/sugar/list?sn=SIM-0001&keyword=${keyword}`);
  // %ED%A0%80 is U+D800 as (ill-formed) UTF-8, %ED%B0%80 U+DC00; %FF is never UTF-8.
  for (const [label, encoded] of [["lone high", "%ED%A0%80"], ["lone low", "%ED%B0%80"], ["reversed pair", "%ED%B0%80%ED%A0%80"], ["not UTF-8", "a%FFb"]] as const) {
    const a = await list(encoded);
    assert.equal(a.status, 422, `${label}: ${a.text}`);
    assert.match(a.json?.msg ?? "", /^keyword: /, `${label} names the field`);
  }
  const emoji = await list(encodeURIComponent(LOLLIPOP));
  assert.equal(emoji.json?.errorCode, 0, emoji.text);
  const percent = await list("100%25"); // an escaped "%" is text like any other
  assert.equal(percent.json?.errorCode, 0, percent.text);
  const stray = await list("100%"); // a stray "%" is a literal "%" (URLSearchParams reads it so)
  assert.equal(stray.json?.errorCode, 0, stray.text);
});

test("a form body and a JSON body in bytes that are not UTF-8 are refused too", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.printerManager.mobile);
  const form = await h.call("POST", "/api/company/update", { token, rawBody: "name=%ED%A0%80", headers: { "content-type": "application/x-www-form-urlencoded" } });
  assert.equal(form.status, 422, form.text);
  assert.match(form.json?.msg ?? "", /^name: /);
  const bytes = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]);
  const res = await fetch(`${h.base}/api/company/update`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: bytes });
  assert.equal(res.status, 422);
  const body = (await res.json()) as { msg: string };
  assert.match(body.msg, /^\(body\): /);
});

test("illFormedPath finds the first ill-formed string or key, however deep, and passes pairs", () => {
  assert.equal(illFormedPath({ a: "ok", b: [{ c: `x${LONE_HIGH}` }] }), "b.0.c");
  assert.equal(illFormedPath({ [LONE_LOW]: 1 }), LONE_LOW);
  assert.equal(illFormedPath({ a: REVERSED }), "a");
  assert.equal(illFormedPath({ a: `${LOLLIPOP}${LOLLIPOP}`, b: [1, null, true] }), null);
  assert.equal(illFormedPath(LONE_HIGH), "(body)");
  let deep: unknown = `end${LONE_HIGH}`;
  for (let i = 0; i < 100_000; i++) deep = [deep]; // no stack overflow on a deeply nested body
  assert.equal(illFormedPath(deep)?.split(".").length, 100_000);
});

test("illFormedQueryKey reads escapes as URLSearchParams does", () => {
  assert.equal(illFormedQueryKey("a=1&b=2"), null);
  assert.equal(illFormedQueryKey("a=%F0%9F%8D%AD&b=%zz&c=50%"), null);
  assert.equal(illFormedQueryKey("a=1&na%6De=%ED%A0%80"), "name");
  assert.equal(illFormedQueryKey("%ED%A0%80=1"), "(query)");
});
