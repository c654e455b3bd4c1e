/** Shipping addresses: own only, a real region chain, one default, limits; refusals change nothing. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { ADDRESS_LIMIT, type Address } from "../../web/contract/http/address.ts";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi, type Harness } from "./harness.ts";

const WEST_LAKE = { province_id: 330000, city_id: 330100, district_id: 330106 };
const input = { name: "唐小糖", mobile: "13800000001", ...WEST_LAKE, detail: "文三路 1 号" };

const data = <T>(a: Awaited<ReturnType<Harness["call"]>>): T => {
  assert.equal(a.json?.errorCode, 0, a.text);
  return a.json?.data as T;
};

test("the seeded list: the caller's own, the default first, with region names", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.customer.mobile);
  const { list } = data<{ list: Address[] }>(await h.call("GET", "/api/user/address-list", { token }));
  assert.equal(list.length, 3);
  assert.equal(list[0]?.is_default, 1);
  assert.equal(list.filter((a) => a.is_default === 1).length, 1);
  assert.deepEqual([list[0]?.province, list[0]?.city, list[0]?.district], ["浙江省", "杭州市", "西湖区"]);
  const other = await h.loginAs(SEED_USERS.admin.mobile);
  assert.deepEqual(data<{ list: Address[] }>(await h.call("GET", "/api/user/address-list", { token: other })).list, []);
});

test("add, edit, make default, delete; the default moves on when deleted", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.admin.mobile);
  const first = data<Address>(await h.call("POST", "/api/user/address-save", { token, body: input }));
  assert.equal(first.is_default, 1, "the first address is the default");
  const second = data<Address>(await h.call("POST", "/api/user/address-save", { token, body: { ...input, detail: "文二路 2 号" } }));
  assert.equal(second.is_default, 0);
  const edited = data<Address>(await h.call("POST", "/api/user/address-save", { token, body: { ...input, id: second.id, detail: "文二路 22 号", is_default: 1 } }));
  assert.deepEqual([edited.id, edited.detail, edited.is_default], [second.id, "文二路 22 号", 1]);
  let list = data<{ list: Address[] }>(await h.call("GET", "/api/user/address-list", { token })).list;
  assert.deepEqual(list.map((a) => [a.id, a.is_default]), [[second.id, 1], [first.id, 0]]);
  data(await h.call("POST", "/api/user/address-delete", { token, body: { id: second.id } }));
  list = data<{ list: Address[] }>(await h.call("GET", "/api/user/address-list", { token })).list;
  assert.deepEqual(list.map((a) => [a.id, a.is_default]), [[first.id, 1]]);
});

test("refusals change nothing: another user's id, a broken region, bad fields, the limit", async (t) => {
  const h = await startApi(t);
  const token = await h.loginAs(SEED_USERS.admin.mobile);
  const customer = await h.loginAs(SEED_USERS.customer.mobile);
  const theirs = data<{ list: Address[] }>(await h.call("GET", "/api/user/address-list", { token: customer })).list[0]!;
  const before = JSON.stringify(h.api.store);
  const cases: [string, string, unknown, number, number | undefined][] = [
    ["info of another user's", "GET", `/api/user/address-info?id=${theirs.id}`, 200, 1],
    ["edit another user's", "POST", { ...input, id: theirs.id }, 200, 1],
    ["delete another user's", "POST:delete", { id: theirs.id }, 200, 1],
    ["a city of another province", "POST", { ...input, city_id: 310100, district_id: 310104 }, 200, 1],
    ["a district of another city", "POST", { ...input, district_id: 310104 }, 200, 1],
    ["an unknown district", "POST", { ...input, district_id: 999999 }, 200, 1],
    ["a name that is not Chinese", "POST", { ...input, name: "Tang" }, 422, undefined],
    ["a bad mobile", "POST", { ...input, mobile: "12345" }, 422, undefined],
    ["an extra field", "POST", { ...input, userId: 1 }, 422, undefined],
  ];
  for (const [what, method, arg, status, errorCode] of cases) {
    const a =
      method === "GET"
        ? await h.call("GET", arg as string, { token })
        : await h.call("POST", method === "POST:delete" ? "/api/user/address-delete" : "/api/user/address-save", { token, body: arg });
    assert.equal(a.status, status, `${what}: ${a.text}`);
    if (errorCode !== undefined) assert.equal(a.json?.errorCode, errorCode, what);
    assert.equal(JSON.stringify(h.api.store), before, `${what} changed the store`);
  }
  for (let i = 0; i < ADDRESS_LIMIT; i++) data(await h.call("POST", "/api/user/address-save", { token, body: input }));
  const over = await h.call("POST", "/api/user/address-save", { token, body: input });
  assert.equal(over.json?.errorCode, 1);
  assert.match(over.json?.msg ?? "", /20/);
});

test("anonymous callers get 401", async (t) => {
  const h = await startApi(t);
  assert.equal((await h.call("GET", "/api/user/address-list")).status, 401);
});
