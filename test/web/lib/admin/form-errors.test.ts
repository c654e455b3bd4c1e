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
