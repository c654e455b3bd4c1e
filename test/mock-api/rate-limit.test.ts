/** send-code limits per mobile: 1 per minute, 5 per hour, 10 per day (rolling windows). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { formatWait } from "../../mock-api/messages.ts";
import { SEED_USERS } from "../../mock-api/seed/index.ts";
import { startApi, type Harness } from "./harness.ts";

const S = 1000;
const MINUTE = 60 * S;
const HOUR = 60 * MINUTE;
const mobile = SEED_USERS.customer.mobile;

async function send(h: Harness, headers: Record<string, string> = {}) {
  const a = await h.call("POST", "/api/default/send-code", { body: { mobile }, headers });
  assert.equal(a.status, 200, "a refusal is still HTTP 200 (§5: errorCode 1)");
  return a.json as { errorCode: number; msg: string; data: { retry_after: number } };
}

test("one code per minute; the refusal says when to retry", async (t) => {
  const h = await startApi(t);
  assert.equal((await send(h)).errorCode, 0);
  h.clock.advance(15 * S);
  const refused = await send(h);
  assert.deepEqual(refused, { errorCode: 1, msg: "验证码请求过于频繁，请在 45 秒后重试", data: { retry_after: 45 } });
  const en = await send(h, { language: "en" });
  assert.equal(en.msg, "Too many code requests; please try again in 45 seconds");
  h.clock.advance(45 * S);
  assert.equal((await send(h)).errorCode, 0, "a minute after the first");
  const other = await h.call("POST", "/api/default/send-code", { body: { mobile: SEED_USERS.admin.mobile } });
  assert.equal(other.json?.errorCode, 0, "another mobile has its own limits");
});

test("five codes per hour", async (t) => {
  const h = await startApi(t);
  for (let i = 0; i < 5; i++) {
    assert.equal((await send(h)).errorCode, 0, `code ${i + 1}`);
    h.clock.advance(MINUTE);
  }
  const refused = await send(h); // at 5:00, the first was at 0:00
  assert.equal(refused.errorCode, 1);
  assert.equal(refused.data.retry_after, 55 * 60);
  assert.match(refused.msg, /55 分钟/);
  h.clock.advance(55 * MINUTE - 1);
  assert.equal((await send(h)).errorCode, 1, "a millisecond early");
  h.clock.advance(1);
  assert.equal((await send(h)).errorCode, 0, "an hour after the first");
});

test("ten codes per day", async (t) => {
  const h = await startApi(t);
  for (let batch = 0; batch < 2; batch++) {
    for (let i = 0; i < 5; i++) {
      assert.equal((await send(h)).errorCode, 0, `batch ${batch + 1}, code ${i + 1}`);
      h.clock.advance(MINUTE);
    }
    h.clock.advance(HOUR);
  }
  const elapsed = 2 * (5 * MINUTE + HOUR);
  const refused = await send(h);
  assert.equal(refused.errorCode, 1);
  assert.equal(refused.data.retry_after, (24 * HOUR - elapsed) / S);
  assert.match(refused.msg, /21 小时 50 分钟/);
  h.clock.advance(24 * HOUR - elapsed - 1);
  assert.equal((await send(h)).errorCode, 1, "refusals do not count, and the window is rolling");
  h.clock.advance(1);
  assert.equal((await send(h)).errorCode, 0, "24 h after the first");
});

test("formatWait rounds up to whole units in both languages", () => {
  const cases: [number, string, string][] = [
    [1, "1 秒", "1 second"],
    [59, "59 秒", "59 seconds"],
    [59.2, "1 分钟", "1 minute"],
    [61, "2 分钟", "2 minutes"],
    [3600, "1 小时", "1 h"],
    [3601, "1 小时 1 分钟", "1 h 1 min"],
  ];
  for (const [s, zh, en] of cases) {
    assert.equal(formatWait("zh-CN", s), zh);
    assert.equal(formatWait("en", s), en);
  }
});
