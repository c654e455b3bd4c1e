/** Order exports are served only to the user who made them (the rows are a shop's orders). */
import { test } from "node:test";
import assert from "node:assert/strict";
import { SEED_USERS } from "../../mock-api/seed/users.ts";
import { startApi } from "./harness.ts";

test("an export downloads for its maker only; others get 404", async (t) => {
  const h = await startApi(t);
  const owner = await h.loginAs(SEED_USERS.printerManager.mobile);
  const other = await h.loginAs(SEED_USERS.admin.mobile);
  const made = await h.call("POST", "/api/manage-order/download", {
    token: owner,
    body: { order_type: "tanghua", start_date: "2025-11-01", end_date: "2026-10-31" },
  });
  assert.equal(made.json?.errorCode, 0, made.text);
  const { url, row_count } = made.json?.data as { url: string; row_count: number };
  const get = (token?: string) => fetch(`${h.base}${url}`, { headers: token ? { cookie: `accessToken=${encodeURIComponent(token)}` } : {} });

  const mine = await get(owner);
  assert.equal(mine.status, 200);
  assert.match(mine.headers.get("content-type") ?? "", /^text\/csv/);
  assert.equal(mine.headers.get("x-content-type-options"), "nosniff");
  const lines = (await mine.text()).trim().split(/\r?\n/);
  assert.equal(lines.length, row_count + 1, "a header line and one line per row");

  for (const token of [other, undefined, "not-a-token"]) {
    const res = await get(token);
    assert.equal(res.status, 404);
    await res.body?.cancel();
  }
});
