/** The materials store's URL rules (web/src/features/admin/store/store-type.ts): the checkout's lines and "buy now" quantity. */
import assert from "node:assert/strict";
import { test } from "node:test";
import type { CartItem } from "../../../../web/contract/http/materials.ts";
import { boughtNow, buyNumOf, cartIdsOf } from "../../../../web/src/features/admin/store/store-type.ts";

const line: CartItem = {
  id: 7, goods_id: 3, spec_id: 11, num: 2, price: "29.90", amount: "59.80",
  goods: { id: 3, name: "草莓红", image_url: null, stock: 10, status: 1 }, is_valid: 1,
};

test("checkout ids: positive ids, each once, at most 100", () => {
  assert.deepEqual(cartIdsOf("?ids=3,1,3,x,0,-2"), [3, 1]);
  assert.deepEqual(cartIdsOf(""), []);
});

test("buy now's num: a whole number 1-999, else none", () => {
  assert.deepEqual(["?num=1", "?num=999", "?num=1000", "?num=0", "?num=1.5", "?num=abc", ""].map(buyNumOf), [1, 999, undefined, undefined, undefined, undefined, undefined]);
});

test("buy now checks out the quantity chosen, not what the cart held before (27 Nov QA: ¥29.90 × 2 for 1)", () => {
  assert.deepEqual([boughtNow(line, 1).num, boughtNow(line, 1).amount], [1, "29.90"]);
  assert.equal(boughtNow(line, undefined), line);
  assert.equal(boughtNow(line, 2), line, "the whole line");
  assert.equal(boughtNow(line, 5), line, "a line now holding fewer: as it is (the server orders what it holds)");
});
