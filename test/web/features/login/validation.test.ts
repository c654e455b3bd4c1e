import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { afterLoginPath, checkCode, checkTarget } from "../../../../web/src/features/login/validation.ts";
import { checkClaimCode } from "../../../../web/src/features/user/get-coupon-validation.ts";

describe("login form checks", () => {
  test("mobile: required, 11 digits from 13-19, spaces and dashes ignored", () => {
    assert.deepEqual(checkTarget("mobile", ""), { ok: false, error: "error.mobileRequired" });
    assert.deepEqual(checkTarget("mobile", "1380000"), { ok: false, error: "error.mobileInvalid" });
    assert.deepEqual(checkTarget("mobile", "23800000001"), { ok: false, error: "error.mobileInvalid" });
    assert.deepEqual(checkTarget("mobile", "138-0000 0001"), { ok: true, target: { mobile: "13800000001" } });
  });

  test("email: required and shaped like one, trimmed", () => {
    assert.deepEqual(checkTarget("email", " "), { ok: false, error: "error.emailRequired" });
    assert.deepEqual(checkTarget("email", "admin@"), { ok: false, error: "error.emailInvalid" });
    assert.deepEqual(checkTarget("email", " admin@tanghua.example "), { ok: true, target: { email: "admin@tanghua.example" } });
  });

  test("code: exactly 6 digits", () => {
    assert.equal(checkCode(""), "error.codeRequired");
    assert.equal(checkCode("12345"), "error.codeInvalid");
    assert.equal(checkCode("12345a"), "error.codeInvalid");
    assert.equal(checkCode("123456"), undefined);
  });

  test("after login: never back to a login page", () => {
    assert.equal(afterLoginPath("/user/coupon?status=1"), "/user/coupon?status=1");
    assert.equal(afterLoginPath("/login?redirect=/x"), "/");
    assert.equal(afterLoginPath("/sugar-login"), "/");
    assert.equal(afterLoginPath("/logout"), "/");
  });

  test("claim codes: 4 to 32 letters or digits, read in capitals", () => {
    assert.deepEqual(checkClaimCode(" laifushi "), { ok: true, code: "LAIFUSHI" });
    assert.deepEqual(checkClaimCode(""), { ok: false, error: "getCoupon.error.codeRequired" });
    assert.deepEqual(checkClaimCode("abc"), { ok: false, error: "getCoupon.error.codeInvalid" });
    assert.deepEqual(checkClaimCode("TANG-2026"), { ok: false, error: "getCoupon.error.codeInvalid" });
  });
});
