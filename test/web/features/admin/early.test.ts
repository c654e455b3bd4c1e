/**
 * The admin's early start (features/admin/early.ts): on an /admin page its strings, and on the
 * dashboard its first answers asked for once, as the user the early user/info names, with the URLs the page itself asks.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { installDom } from "../../../helpers/dom.ts";

const dom = installDom("http://localhost:3000/admin/dashboard");
const early = await import("../../../../web/src/features/admin/early.ts");
const { buildUrl } = await import("../../../../web/src/lib/http.ts");
const { index } = await import("../../../../web/contract/http/manage.ts");
const { shopList } = await import("../../../../web/contract/http/manage-shop.ts");
const { firstCalls } = await import("../../../../web/src/features/admin/dashboard/queries.ts");
test.after(() => dom.close());

/** Records the URLs sent with fetch while `run` runs. */
async function sent(run: () => void | Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const real = globalThis.fetch;
  globalThis.fetch = (async (url: string) => {
    urls.push(String(url));
    return new Response('{"errorCode":0,"data":{}}');
  }) as typeof fetch;
  try {
    await run();
    await new Promise((r) => setTimeout(r, 0));
  } finally {
    globalThis.fetch = real;
  }
  return urls;
}

test("the early URLs are the ones the page asks (the same endpoint paths and query)", () => {
  const [ix, shops] = firstCalls(3);
  assert.deepEqual(ix, [index.path, { shop_id: 3 }]);
  assert.deepEqual(shops, [shopList.path, { limit: 100 }]);
  assert.equal(buildUrl(index, { shop_id: 3 }), "/api/manage/index?shop_id=3");
});

test("earlyAdmin on the dashboard asks as the user user/info names, with their remembered shop; once", async () => {
  localStorage.setItem("admin_shop_id:5", "2");
  const userAnswer = Promise.resolve({ status: 200, statusText: "OK", text: JSON.stringify({ errorCode: 0, data: { id: 5 } }) });
  const urls = await sent(async () => {
    early.earlyAdmin({ pathname: "/admin/dashboard", search: "" }, userAnswer);
    await userAnswer;
    early.earlyDashboard(5, { pathname: "/admin/dashboard", search: "" }); // the route's own call: already sent
  });
  assert.deepEqual(urls.filter((u) => u.startsWith("/api/")), ["/api/manage/index?shop_id=2", "/api/manage-shop/list?limit=100"]);
});

test("nothing early off the dashboard, and nothing without a token", async () => {
  const p = Promise.resolve({ text: '{"data":{"id":6}}' });
  const urls = await sent(async () => {
    early.earlyAdmin({ pathname: "/admin/order", search: "" }, p);
    early.earlyAdmin({ pathname: "/admin/dashboard", search: "?shop_id=9" }, undefined);
    await p;
  });
  assert.deepEqual(urls.filter((u) => u.startsWith("/api/manage")), []);
});

test("userIdOf reads the envelope's user id, nothing else", () => {
  assert.equal(early.userIdOf({ text: '{"errorCode":0,"data":{"id":7}}' }), 7);
  assert.equal(early.userIdOf({ text: "not json" }), undefined);
  assert.equal(early.userIdOf({ text: '{"data":{"id":"7"}}' }), undefined);
  assert.equal(early.userIdOf(undefined), undefined);
});
