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

test("saveChecked sends nothing while a rule is broken, shows a refusal's fields, and runs saved once on success", async () => {
  const { saveChecked } = await import("../../../../web/src/lib/admin/form-errors.ts");
  const { RequestError } = await import("../../../../web/src/lib/http.ts");
  const frames: (() => void)[] = [];
  const raf = globalThis.requestAnimationFrame;
  globalThis.requestAnimationFrame = (cb: FrameRequestCallback) => (frames.push(() => cb(0)), 0);
  try {
    const shown: unknown[] = [];
    const results: number[] = [];
    let sent = 0;
    const form = { current: null };
    const run = (errors: Record<string, string | undefined>, save: () => Promise<number>) =>
      saveChecked({ errors, setErrors: (e) => shown.push(e), form, serverFields: { title: "title" }, save: () => (sent++, save()), saved: (r) => results.push(r) });

    await run({ title: "required" }, async () => 1);
    assert.deepEqual([sent, results, shown, frames.length], [0, [], [{ title: "required" }], 1], "a broken rule: nothing sent, focus asked for");

    await run({}, () => Promise.reject(new RequestError("http", "校验失败", { status: 422, data: { fields: { title: "已存在", other: "x" } } })));
    assert.deepEqual([sent, results, shown.at(-1), frames.length], [1, [], { title: "已存在" }, 2], "a refusal's own fields shown, focus asked for");

    await run({}, () => Promise.reject(new Error("network")));
    assert.deepEqual([sent, results, shown.at(-1), frames.length], [2, [], {}, 2], "anything else: the errors cleared, the client's toast says it");

    await run({}, async () => 7);
    assert.deepEqual([sent, results], [3, [7]]);
  } finally {
    globalThis.requestAnimationFrame = raf;
  }
});
