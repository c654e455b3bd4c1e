/** The shell's chosen shop: the URL first, else what this user last picked, if they still have it. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { chosenShopId } from "../../../../web/src/lib/admin/shop-scope.ts";

const SHOPS = [{ id: 1 }, { id: 2 }, { id: 3 }];

test("the URL's shop_id wins", () => assert.equal(chosenShopId("?shop_id=2", "3", SHOPS), 2));
test("else the remembered one", () => assert.equal(chosenShopId("", "3", SHOPS), 3));
test("'all' remembered, or nothing: all shops", () => {
  assert.equal(chosenShopId("", "all", SHOPS), undefined);
  assert.equal(chosenShopId("", undefined, SHOPS), undefined);
});
test("a remembered shop the user no longer has is ignored once the list says so", () => {
  assert.equal(chosenShopId("", "9", SHOPS), undefined);
  assert.equal(chosenShopId("", "9", undefined), 9, "while the list loads the choice stands");
});
test("a shop_id that is not an id is no choice", () => assert.equal(chosenShopId("?shop_id=abc", "1", SHOPS), 1));
