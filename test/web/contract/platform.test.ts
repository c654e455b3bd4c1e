/** The platform's calls (/admin/x): users and levels, settings, shops, activities, withdrawals, the audit journal. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ADMIN_LEVEL_TYPES, PLATFORM_LEVELS } from "../../../web/contract/constants.ts";
import * as p from "../../../web/contract/http/platform.ts";
import { testEndpoints } from "./cases.ts";

const user = {
  id: 5, nickname: "陈店长", avatar: "/mock/avatars/5.svg", mobile: "138****0005", email: "sh****@tanghua.example",
  level_type: 0, wx_bound: 1, company: { id: 1, name: "糖画科技", role: "owner" }, create_time: 1_720_000_000,
};
const withdrawal = {
  id: 4, sn: "TX20260110000004", account_id: 1, amount: "100.00", fee: "0.60", actual_amount: "99.40", status: 10,
  bank_name: "招商银行", bank_account: "6225********7890", account_name: "陈建国", remark: "", create_time: 1_768_000_000, pay_time: null,
  company: { id: 1, name: "糖画科技" }, user: { id: 5, nickname: "陈店长", mobile: "138****0005" }, is_signed: 1, review_time: null,
};
const settings = { cash_back: "1.00", popup_probability: 0.3, kefu_phone: "400-826-7788", update_time: null, updated_by: null };

testEndpoints("platform", p.platformEndpoints, [
  {
    ep: p.userList,
    valid: [{}, { keyword: "0005" }, { keyword: "陈", level_type: 0, page: 2, limit: 50 }],
    invalid: [["level 5 is no level", { level_type: 5 }], ["an empty keyword", { keyword: "" }], ["limit 101", { limit: 101 }]],
    outputs: [{ list: [user], total: 1, page: 1, limit: 20 }],
  },
  {
    ep: p.adminList,
    valid: [{}, { page: 1 }],
    invalid: [["no filters", { level_type: 7 }]],
    outputs: [{ list: [{ ...user, level_type: 7, company: null }], total: 1, page: 1, limit: 20 }],
  },
  {
    ep: p.setLevel,
    valid: [{ user_id: 5, level_type: 3 }, { user_id: 5, level_type: 0, remark: "离职" }],
    invalid: [["level 2", { user_id: 5, level_type: 2 }], ["no user", { level_type: 3 }], ["by mobile", { mobile: "13800000005", level_type: 3 }]],
    outputs: [{ ...user, level_type: 3 }],
  },
  {
    ep: p.settings,
    valid: [{}],
    invalid: [["no parameters", { key: "cash_back" }]],
    outputs: [settings, { ...settings, update_time: 1_768_442_400, updated_by: { id: 4, nickname: "赵总", mobile: "138****0004" } }],
  },
  {
    ep: p.settingsSave,
    valid: [{ cash_back: 1, popup_probability: 0.3, kefu_phone: "400-826-7788" }, { cash_back: "2.50", popup_probability: 0, kefu_phone: "0571-88886666" }],
    invalid: [
      ["no cash back", { cash_back: 0, popup_probability: 0.3, kefu_phone: "400-826-7788" }],
      ["cash back over 100", { cash_back: 100.01, popup_probability: 0.3, kefu_phone: "400-826-7788" }],
      ["a probability above 1", { cash_back: 1, popup_probability: 1.01, kefu_phone: "400-826-7788" }],
      ["three decimals", { cash_back: 1, popup_probability: 0.333, kefu_phone: "400-826-7788" }],
      ["not a phone", { cash_back: 1, popup_probability: 0.3, kefu_phone: "call us" }],
      ["the app id is not a setting here", { cash_back: 1, popup_probability: 0.3, kefu_phone: "400-826-7788", wechat_app_id: "wx0" }],
    ],
    outputs: [settings],
  },
  {
    ep: p.shopStatus,
    valid: [{ id: 1, suspended: 1, reason: "食品经营许可证过期" }, { id: 1, suspended: 0 }],
    invalid: [["a suspension without a reason", { id: 1, suspended: 1 }], ["a blank reason", { id: 1, suspended: 1, reason: "   " }], ["status 2", { id: 1, suspended: 2, reason: "x" }]],
    outputs: [{ id: 1, name: "万象城店", address: "杭州", device_count: 2, status: 1, create_time: 1_760_000_000, suspended: 1, suspend_reason: "食品经营许可证过期" }],
  },
  {
    ep: p.activityStatus,
    valid: [{ id: 3, taken_down: 1, reason: "违规" }, { id: 3, taken_down: 0 }],
    invalid: [["taken down without a reason", { id: 3, taken_down: 1 }]],
    outputs: [{ id: 3, taken_down: 1, reason: "违规" }, { id: 3, taken_down: 0, reason: null }],
  },
  {
    ep: p.withdrawList,
    valid: [{}, { status: 10 }, { sn: "TX2026", company_id: 1, page: 2 }],
    invalid: [["status 5", { status: 5 }]],
    outputs: [{ list: [withdrawal], total: 1, page: 1, limit: 20 }],
  },
  {
    ep: p.withdrawInfo,
    valid: [{ id: 4 }],
    invalid: [["no id", {}], ["by number", { sn: "TX20260110000004" }]],
    outputs: [
      { ...withdrawal, sign_time: 1_768_000_100, reviewer: null, sources: [{ shop_id: 1, shop_name: "杭州万象城", amount: "60.00" }, { shop_id: 2, shop_name: "上海来福士", amount: "40.00" }] },
      { ...withdrawal, status: 30, remark: "开户名与实名不一致", sign_time: 1_768_000_100, reviewer: { id: 4, nickname: "赵总", mobile: "138****0004" }, sources: [] },
    ],
  },
  {
    ep: p.withdrawReview,
    valid: [{ id: 4, pass: true }, { id: 4, pass: false, remark: "开户名与实名不一致" }],
    invalid: [["a refusal without a remark", { id: 4, pass: false }], ["pass as 1", { id: 4, pass: 1 }]],
    outputs: [{ ...withdrawal, status: 20, pay_time: 1_768_442_400, review_time: 1_768_442_400 }],
  },
  {
    ep: p.frameList,
    valid: [{}],
    invalid: [["no filters", { status: 1 }]],
    outputs: [{ list: [
      { id: 1, name: "星光", name_en: "Starlight", image_url: "/mock/photo-frames/1.svg", status: 1, kind: "drawn", shop_count: 1, sort: 1, create_time: null },
      { id: 5, name: "樱花", name_en: "Sakura", image_url: "/mock/photo-frames/5.svg", status: 0, kind: "image", shop_count: 0, sort: 5, create_time: 1_768_442_400 },
    ] }],
  },
  {
    ep: p.frameSave,
    valid: [{ name: "樱花", image_url: "/mock/uploads/0123456789abcdef01234567.png" }, { id: 1, name: "星光" }, { id: 5, name: "樱花", name_en: "Sakura", image_url: "https://cdn.example/f.png" }],
    invalid: [["a new frame without its picture", { name: "樱花" }], ["no name", { image_url: "/mock/uploads/0123456789abcdef01234567.png" }], ["a name of 21", { id: 1, name: "一二三四五六七八九十一二三四五六七八九十一" }], ["a script url", { name: "x", image_url: "javascript:alert(1)" }]],
    outputs: [{ id: 5, name: "樱花", name_en: "Sakura", image_url: "/mock/photo-frames/5.svg", status: 1, kind: "image", shop_count: 0, sort: 5, create_time: 1_768_442_400 }],
  },
  {
    ep: p.frameStatus,
    valid: [{ id: 1, status: 0 }, { id: 1, status: 1 }],
    invalid: [["status 2", { id: 1, status: 2 }], ["no id", { status: 0 }]],
    outputs: [{ id: 1, name: "星光", name_en: "Starlight", image_url: "/mock/photo-frames/1.svg", status: 0, kind: "drawn", shop_count: 1, sort: 1 }],
  },
  {
    ep: p.auditList,
    valid: [{}, { action: "refund.pay", target_type: "refund", target_id: 7, actor_id: 4, start_date: "2026-01-01", end_date: "2026-01-31" }],
    invalid: [["an unknown action", { action: "refund.delete" }], ["a range backwards", { start_date: "2026-02-01", end_date: "2026-01-01" }]],
    outputs: [{
      list: [{ id: 1, actor: { id: 4, nickname: "赵总", level_type: 7 }, action: "refund.pay", target_type: "refund", target_id: 7, target_sn: "T20260115", before: { status: 20 }, after: { status: 30, refund_amount: "12.35" }, remark: "", create_time: 1_768_442_400 }],
      total: 1, page: 1, limit: 20,
    }],
  },
]);

test("platform: every call is an admin call narrowed to §6 levels; writes act (3, 7), levels/settings/journal are 7's", () => {
  for (const e of p.platformEndpoints) {
    assert.equal(e.access, "admin", e.path);
    assert.ok(e.levels !== undefined && e.levels.every((l) => ADMIN_LEVEL_TYPES.includes(l)), e.path);
  }
  assert.deepEqual(p.setLevel.levels, PLATFORM_LEVELS.SUPER);
  assert.deepEqual(p.settingsSave.levels, PLATFORM_LEVELS.SUPER);
  assert.deepEqual(p.auditList.levels, PLATFORM_LEVELS.SUPER);
  for (const e of [p.shopStatus, p.activityStatus, p.withdrawReview, p.frameSave, p.frameStatus]) assert.deepEqual(e.levels, PLATFORM_LEVELS.OPERATE, e.path);
  for (const e of [p.userList, p.adminList, p.settings, p.withdrawList, p.withdrawInfo, p.frameList]) assert.deepEqual(e.levels, PLATFORM_LEVELS.READ, e.path);
});
