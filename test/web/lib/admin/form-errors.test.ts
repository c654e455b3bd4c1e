/** Field-level errors: each field's rule, the broken ones kept. */
import { test } from "node:test";
import assert from "node:assert/strict";
import { checkFields, hasErrors } from "../../../../web/src/lib/admin/form-errors.ts";

test("checkFields keeps the broken fields with their messages", () => {
  const e = checkFields({ name: () => "required", phone: () => undefined, note: () => "" });
  assert.deepEqual(e, { name: "required" });
  assert.equal(hasErrors(e), true);
  assert.equal(hasErrors(checkFields({ a: () => undefined })), false);
});

test("serverFieldErrors reads a refused write's data.fields for the form's own fields only", async () => {
  const { serverFieldErrors } = await import("../../../../web/src/lib/admin/form-errors.ts");
  const { RequestError } = await import("../../../../web/src/lib/http.ts");
  const err = new RequestError("http", "校验失败", { status: 422, data: { fields: { tracking_no: "运单号格式不对", other: "x", company: 3 } } });
  assert.deepEqual(serverFieldErrors(err, ["tracking_no", "company", "sns"] as const), { tracking_no: "运单号格式不对" });
  assert.deepEqual(serverFieldErrors(new Error("network"), ["tracking_no"] as const), {});
  assert.deepEqual(serverFieldErrors(new RequestError("http", "x", { status: 422, data: null }), ["tracking_no"] as const), {});
  assert.deepEqual(serverFieldErrors(undefined, ["tracking_no"] as const), {});
});
