/**
 * Issue 15's merchant pages, their pure rules: the activity and coupon forms (each broken rule
 * under its field, the save input the contract takes, a saved record back into a draft), the
 * poster's line wrapping, where a promotion runs (a shop ticked takes its printers' own ticks),
 * the server's 422 fields put back on a form, and the China days the backend counts in.
 */
import { describe, test } from "node:test";
import assert from "node:assert/strict";
import { ActivitySaveInput, type ManageActivity } from "../../../../web/contract/http/activity.ts";
import { CouponOfferSaveInput, type CouponOffer } from "../../../../web/contract/http/manage-coupon.ts";
import { activityErrors, activityInput, draftOf, newDraft } from "../../../../web/src/features/admin/activity/form-rules.ts";
import { wrapText } from "../../../../web/src/features/admin/activity/components/poster-layout.ts";
import { newOfferDraft, normalCode, offerDraftOf, offerErrors, offerInput, randomCode } from "../../../../web/src/features/admin/coupon/form-rules.ts";
import { toggleShop, togglePrinter } from "../../../../web/src/components/admin/reach-picker.tsx";
import { chinaDay, chinaToday, lastChinaDay } from "../../../../web/src/lib/admin/dates.ts";
import { mappedFieldErrors } from "../../../../web/src/lib/admin/form-errors.ts";
import { RequestError } from "../../../../web/src/lib/http.ts";

const key = (k: string) => k;
const TODAY = "2026-01-15";

describe("the activity form", () => {
  const good = { ...newDraft(TODAY, 1, "2026-02-14"), title: "好评返现", shopIds: [1] };

  test("a new draft starts from today with the platform's cash back, and passes once it has a title and a shop", () => {
    const d = newDraft(TODAY, 2, "2026-02-14");
    assert.deepEqual([d.cashBack, d.startDate, d.endDate, d.type], ["2.00", TODAY, "2026-02-14", "review"]);
    assert.deepEqual(activityErrors(d, TODAY, null, key), { title: "titleRequired", reach: "reachRequired" });
    assert.deepEqual(activityErrors(good, TODAY, null, key), {});
  });

  const cases: [string, Partial<typeof good>, Record<string, string>][] = [
    ["a title over 30 characters", { title: "返".repeat(31) }, { title: "titleTooLong" }],
    ["a cash back of 0", { cashBack: "0" }, { cashBack: "cashBackBad" }],
    ["a cash back with 3 decimals", { cashBack: "1.005" }, { cashBack: "cashBackBad" }],
    ["a cash back over 1000", { cashBack: "1000.01" }, { cashBack: "cashBackTooMuch" }],
    ["a post without its like count", { type: "post", likeCount: "" }, { likeCount: "likesBad" }],
    ["a post with 0 likes", { type: "post", likeCount: "0" }, { likeCount: "likesBad" }],
    ["a review's like count is not asked", { type: "review", likeCount: "" }, {}],
    ["an end before the start", { startDate: "2026-02-01", endDate: "2026-01-31" }, { endDate: "dateOrder" }],
    ["367 days", { startDate: "2026-01-15", endDate: "2027-01-16" }, { endDate: "dateTooLong" }],
    ["an end before today", { startDate: "2026-01-01", endDate: "2026-01-14" }, { endDate: "endPast" }],
    ["no date", { startDate: "" }, { startDate: "dateBad" }],
    ["its own probability over 100 %", { popupCustom: true, popupPercent: "101" }, { popup: "popupBad" }],
    ["its own probability left empty", { popupCustom: true, popupPercent: "" }, { popup: "popupBad" }],
    ["printers only", { shopIds: [], sns: ["SIM-0001"] }, {}],
  ];
  for (const [what, change, errors] of cases) {
    test(`${what}: ${JSON.stringify(errors)}`, () => assert.deepEqual(activityErrors({ ...good, ...change }, TODAY, null, key), errors));
  }

  test("an edit may keep an end that has passed, not move it to another past day", () => {
    const d = { ...good, startDate: "2025-12-01", endDate: "2026-01-10" };
    assert.deepEqual(activityErrors(d, TODAY, "2026-01-10", key), {});
    assert.deepEqual(activityErrors({ ...d, endDate: "2026-01-11" }, TODAY, "2026-01-10", key), { endDate: "endPast" });
  });

  test("the save input is what the contract takes: like count for a post only, probability 0–1 or null", () => {
    const post = activityInput({ ...good, type: "post", likeCount: "30", popupCustom: true, popupPercent: "12.5", description: "  晒图  " }, 7);
    assert.equal(ActivitySaveInput.safeParse(post).success, true, JSON.stringify(post));
    assert.deepEqual([post.id, post.like_count, post.popup_probability, post.description, post.image_url], [7, 30, 0.125, "晒图", null]);
    const review = activityInput({ ...good, likeCount: "30" }, undefined);
    assert.equal(ActivitySaveInput.safeParse(review).success, true);
    assert.deepEqual(["id" in review, review.like_count, review.popup_probability], [false, null, null]);
  });

  test("a saved activity comes back as the draft it was saved from (China days; end_time is the next day's start)", () => {
    // 2026-01-15 00:00 China = 2026-01-14 16:00Z; ends at the start of 2026-02-01 China.
    const start = Date.UTC(2026, 0, 14, 16) / 1000;
    const end = Date.UTC(2026, 0, 31, 16) / 1000;
    const a = { type: "post", title: "集赞", description: null, image_url: "/mock/uploads/a.png", cash_back: "2.5", like_count: 30, start_time: start, end_time: end, shop_ids: [1], sns: ["SIM-0003"], popup_probability: 0.3 } as unknown as ManageActivity;
    const d = draftOf(a);
    assert.deepEqual([d.startDate, d.endDate, d.cashBack, d.likeCount, d.popupCustom, d.popupPercent, d.image], ["2026-01-15", "2026-01-31", "2.50", "30", true, "30", "/mock/uploads/a.png"]);
    assert.equal(activityInput(d, 1).popup_probability, 0.3);
  });
});

describe("the coupon form", () => {
  const good = { ...newOfferDraft(TODAY, "2026-02-14"), name: "周末半价券" };

  test("a draft with a name passes; the code is optional and goes upper-case", () => {
    assert.deepEqual(offerErrors(good, TODAY, 0, null, key), {});
    const input = offerInput({ ...good, code: " summer26 " }, undefined);
    assert.equal(CouponOfferSaveInput.safeParse(input).success, true);
    assert.equal(input.code, "SUMMER26");
    assert.equal(offerInput(good, 3).code, null, "no code: claimed by link only");
  });

  const cases: [string, Partial<typeof good>, number, Record<string, string>][] = [
    ["no name", { name: " " }, 0, { name: "nameRequired" }],
    ["0 coupons", { total: "0" }, 0, { total: "totalBad" }],
    ["100001 coupons", { total: "100001" }, 0, { total: "totalBad" }],
    ["fewer than were claimed", { total: "9" }, 10, { total: "totalBelowClaimed" }],
    ["as many as were claimed", { total: "10" }, 10, {}],
    ["a 3-letter code", { code: "ABC" }, 0, { code: "codeBad" }],
    ["a code with a space", { code: "AB CD" }, 0, { code: "codeBad" }],
    ["an end before the start", { endDate: "2026-01-01" }, 0, { endDate: "dateOrder" }],
  ];
  for (const [what, change, claimed, errors] of cases) {
    test(`${what}: ${JSON.stringify(errors)}`, () => assert.deepEqual(offerErrors({ ...good, ...change }, TODAY, claimed, null, key), errors));
  }

  test("a saved offer comes back as its draft (end_time is the last second of its last day)", () => {
    const start = Date.UTC(2026, 0, 14, 16) / 1000;
    const end = Date.UTC(2026, 1, 28, 16) / 1000 - 1;
    const o = { type: 2, name: "免费券", description: "限本店", total: 50, code: "FREE26", start_time: start, end_time: end, shop_ids: [], sns: ["SIM-0001"] } as unknown as CouponOffer;
    assert.deepEqual(offerDraftOf(o), { type: 2, name: "免费券", description: "限本店", total: "50", startDate: "2026-01-15", endDate: "2026-02-28", code: "FREE26", shopIds: [], sns: ["SIM-0001"] });
  });

  test("a generated code is 8 characters nobody misreads, and passes the rule", () => {
    let i = 0;
    const seq = () => ((i++ * 0.37) % 1);
    const code = randomCode(seq);
    assert.match(code, /^[2-9A-HJKMNP-Z]{8}$/);
    assert.deepEqual(offerErrors({ ...good, code }, TODAY, 0, null, key), {});
    assert.equal(normalCode(" tang2026 "), "TANG2026");
  });
});

describe("where a promotion runs", () => {
  const printers = [
    { sn: "SIM-0001", name: "1", shopId: 1 },
    { sn: "SIM-0002", name: "2", shopId: 1 },
    { sn: "SIM-0003", name: "3", shopId: 2 },
  ];
  test("ticking a shop covers its printers: they leave the single printers; other shops' stay", () => {
    const r = toggleShop({ shopIds: [], sns: ["SIM-0001", "SIM-0003"] }, 1, printers, true);
    assert.deepEqual(r, { shopIds: [1], sns: ["SIM-0003"] });
    assert.deepEqual(toggleShop(r, 1, printers, true), r, "ticking twice changes nothing");
    assert.deepEqual(toggleShop(r, 1, printers, false), { shopIds: [], sns: ["SIM-0003"] });
  });
  test("printers tick and untick once", () => {
    const r = togglePrinter(togglePrinter({ shopIds: [], sns: [] }, "SIM-0002", true), "SIM-0002", true);
    assert.deepEqual(r.sns, ["SIM-0002"]);
    assert.deepEqual(togglePrinter(r, "SIM-0002", false).sns, []);
  });
});

describe("the poster's lines", () => {
  // One unit of width a character: the wrap is about where lines break, not about fonts.
  const measure = (s: string) => [...s].length;
  test("Chinese breaks anywhere; Latin words stay whole; nothing is lost", () => {
    assert.deepEqual(wrapText("发朋友圈并集满三十个赞", 4, measure), ["发朋友圈", "并集满三", "十个赞"]);
    assert.deepEqual(wrapText("Post on Moments with 30 likes", 12, measure), ["Post on", "Moments with", "30 likes"]);
    assert.deepEqual(wrapText("返现 HK$5.00 立即到账", 8, measure), ["返现", "HK$5.00", "立即到账"], "an amount is one word");
  });
  test("a word wider than a line is cut, and a cap on lines ends in …", () => {
    assert.deepEqual(wrapText("ABCDEFGHIJ", 4, measure), ["ABCD", "EFGH", "IJ"]);
    assert.deepEqual(wrapText("一二三四五六七八九十", 4, measure, 2), ["一二三四", "五六七…"]);
    assert.deepEqual(wrapText("", 4, measure), []);
  });
});

describe("a refused save's fields", () => {
  test("a 422 names fields: each lands on the form field it belongs to, the first message wins", () => {
    const err = new RequestError("http", "校验失败", { status: 422, handled: true, data: { fields: { cash_back: "金额不对", "shop_ids.0": "店铺不对", sns: "设备不对", other: "x" } } });
    assert.deepEqual(mappedFieldErrors(err, { cash_back: "cashBack", shop_ids: "reach", sns: "reach" }), { cashBack: "金额不对", reach: "店铺不对" });
  });
  test("anything else is not a field error", () => {
    assert.equal(mappedFieldErrors(new RequestError("api", "领取码已被使用", { errorCode: 1 }), { code: "code" }), null);
    assert.equal(mappedFieldErrors(new RequestError("http", "x", { status: 422, data: null }), { code: "code" }), null);
    assert.equal(mappedFieldErrors(new Error("boom"), { code: "code" }), null);
  });
});

describe("China days", () => {
  test("the backend's times read as China days, whatever the phone's zone", () => {
    assert.equal(chinaDay(Date.UTC(2026, 0, 14, 16) / 1000), "2026-01-15");
    assert.equal(chinaDay(Date.UTC(2026, 0, 14, 15, 59, 59) / 1000), "2026-01-14");
    assert.equal(lastChinaDay(Date.UTC(2026, 0, 31, 16) / 1000), "2026-01-31", "an exclusive end: the day before");
    assert.equal(lastChinaDay(Date.UTC(2026, 0, 31, 16) / 1000 - 1), "2026-01-31", "a last second: its own day");
    assert.equal(chinaToday(Date.UTC(2026, 0, 14, 17)), "2026-01-15");
    assert.equal(chinaDay("not a time"), "");
  });
});
