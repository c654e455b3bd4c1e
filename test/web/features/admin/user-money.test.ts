/** Issue 16: a masked card number as /admin/user's cards, withdrawals and signing page show it. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { groupCardNumber } from "../../../../web/src/features/admin/user/money.ts";

test("groupCardNumber keeps the visible head and tail whole, the stars in whole groups", () => {
  assert.equal(groupCardNumber("6225********7890"), "6225 **** **** 7890");
  assert.equal(groupCardNumber("1202***********3456"), "1202 **** **** **** 3456");
  assert.equal(groupCardNumber("6217 **** **** *** 5678"), "6217 **** **** **** 5678");
  assert.equal(groupCardNumber("****7890"), "**** 7890");
  assert.equal(groupCardNumber("6225880112345678"), "6225 8801 1234 5678", "a whole number (never sent back, but typed) in fours");
  assert.equal(groupCardNumber(null), "");
});
