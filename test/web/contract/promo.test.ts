/**
 * Issue 15's groups: cash-back activities (activity.ts), the merchant's coupon offers
 * (manage-coupon.ts) and a shop's photo settings (manage-photo.ts): inputs strict, outputs loose,
 * GET inputs flat, and every schema convertible to JSON Schema for the OpenAPI writer.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as z from "zod/mini";
import * as a from "../../../web/contract/http/activity.ts";
import type { Endpoint } from "../../../web/contract/http/endpoint.ts";
import * as cp from "../../../web/contract/http/manage-coupon.ts";
import * as ph from "../../../web/contract/http/manage-photo.ts";
import { testEndpoints } from "./cases.ts";

const activity = {
  id: 2,
  type: "post",
  title: "朋友圈集赞返现",
  description: "集满 30 个赞截图上传",
  image_url: "/mock/art/heart-1.svg",
  cash_back: "2.00",
  like_count: 30,
  start_time: 1766000000,
  end_time: 1800000000,
  is_join: 0,
};
const manageActivity = {
  ...activity,
  state: "running",
  company_id: 1,
  shop_ids: [1],
  shops: [{ id: 1, name: "杭州万象城店" }],
  sns: [],
  popup_probability: null,
  record_count: 3,
  pending_count: 1,
  paid_count: 1,
  paid_total: "2.00",
  ended_time: null,
  create_time: 1765000000,
};
const person = { id: 2, nickname: "李特权", avatar: "/mock/avatars/2.svg", mobile: "138****0002" };
const record = {
  id: 1,
  activity_id: 2,
  activity_title: "朋友圈集赞返现",
  type: "post",
  status: 10,
  images: ["/mock/uploads/0123456789abcdef01234567.png"],
  remark: null,
  reason: null,
  cash_back: "2.00",
  tries: 1,
  user: person,
  order_id: 67,
  order_sn: "T20260115000067",
  sn: "SIM-0001",
  shop_id: 1,
  shop_name: "杭州万象城店",
  create_time: 1768400000,
  submit_time: 1768400000,
  audit_time: null,
  pay_time: null,
  auditor: null,
};
const buyerRecord = {
  id: 1,
  activity_id: 2,
  order_id: 67,
  status: 30,
  images: ["/mock/uploads/0123456789abcdef01234567.png"],
  remark: null,
  reason: "截图不清晰",
  cash_back: "2.00",
  tries: 1,
  submit_time: 1768400000,
  audit_time: 1768403600,
  pay_time: null,
};
const save = { type: "post", title: "集赞返现", like_count: 30, start_date: "2026-01-15", end_date: "2026-02-15", shop_ids: [1] };

testEndpoints("activity", a.activityEndpoints, [
  {
    ep: a.activityManageList,
    valid: [{}, { state: "ended", type: "follow", shop_id: 1, page: 2, limit: 10 }],
    invalid: [["unknown state", { state: "paused" }], ["unknown type", { type: "dance" }], ["limit 500", { limit: 500 }]],
    outputs: [{ list: [manageActivity], total: 1, page: 1, limit: 20 }],
    badOutputs: [["unknown state", { list: [{ ...manageActivity, state: "paused" }], total: 1, page: 1, limit: 20 }]],
  },
  {
    ep: a.activityManageInfo,
    valid: [{ id: 2 }],
    invalid: [["no id", {}]],
    outputs: [{ ...manageActivity, tickets: [{ sn: "SIM-0001", shop_name: "杭州万象城店", url: "http://127.0.0.1:8080/sugar/order-activity?sn=SIM-0001&activity_id=2" }] }],
    badOutputs: [["no tickets", manageActivity]],
  },
  {
    ep: a.activitySave,
    valid: [
      save,
      { ...save, id: 2, type: "follow", like_count: null, cash_back: "1.50", sns: ["SIM-0003"], popup_probability: 1, image_url: null, description: "" },
      { type: "video", title: "短视频返现", start_date: "2026-01-15", end_date: "2026-01-15", sns: ["SIM-0001"] },
    ],
    invalid: [
      ["a post without likes", { ...save, like_count: undefined }],
      ["likes on a review", { ...save, type: "review" }],
      ["end before start", { ...save, start_date: "2026-02-16" }],
      ["no shop or printer", { ...save, shop_ids: [] }],
      ["a shop twice", { ...save, shop_ids: [1, 1] }],
      ["cash back of 3 decimals", { ...save, cash_back: 1.005 }],
      ["cash back above the cap", { ...save, cash_back: 5000 }],
      ["probability above 1", { ...save, popup_probability: 1.5 }],
      ["not a calendar day", { ...save, end_date: "2026-02-30" }],
      ["a company id", { ...save, company_id: 2 }],
      ["javascript image", { ...save, image_url: "javascript:alert(1)" }],
    ],
    outputs: [{ id: 15 }],
  },
  { ep: a.activityEnd, valid: [{ id: 2 }], invalid: [["id as text", { id: "2" }]], outputs: [{ ...manageActivity, state: "ended", ended_time: 1768500000 }] },
  { ep: a.activityDelete, valid: [{ id: 2 }], invalid: [["no id", {}]], outputs: [null] },
  {
    ep: a.activityWeixinConfig,
    valid: [{}, { company_id: 2 }],
    invalid: [["company id 0", { company_id: 0 }]],
    outputs: [
      { name: "糖画科技", account: "tanghua_tech", qrcode_url: "/mock/weixin-qr/1.svg", description: null, update_time: 1766000000 },
      { name: null, account: null, qrcode_url: null, description: null, update_time: null },
    ],
  },
  {
    ep: a.activityWeixinConfigSave,
    valid: [{ name: "糖画科技", qrcode_url: "/mock/uploads/0123456789abcdef01234567.png" }, { name: "糖画科技", account: "tanghua_tech", qrcode_url: "/mock/weixin-qr/1.svg", description: "回复返现" }],
    invalid: [
      ["no QR", { name: "糖画科技" }],
      ["an account starting with a digit", { name: "糖画", account: "1tanghua", qrcode_url: "/a.png" }],
      ["a company id", { name: "糖画", qrcode_url: "/a.png", company_id: 1 }],
    ],
    outputs: [{ name: "糖画科技", account: null, qrcode_url: "/mock/uploads/0123456789abcdef01234567.png", description: null, update_time: 1768400000 }],
  },
  {
    ep: a.activityRecordList,
    valid: [{}, { activity_id: 2, status: 10, shop_id: 1, page: 1, limit: 20 }],
    invalid: [["unknown status", { status: 15 }]],
    outputs: [{ list: [record], total: 1, page: 1, limit: 20 }],
    badOutputs: [["unknown status", { list: [{ ...record, status: 15 }], total: 1, page: 1, limit: 20 }]],
  },
  { ep: a.activityRecordInfo, valid: [{ id: 1 }], invalid: [["no id", {}]], outputs: [record, { ...record, status: 40, audit_time: 1, pay_time: 1, auditor: { id: 5, nickname: "陈店长" } }] },
  {
    ep: a.activityRecordAudit,
    valid: [{ id: 1, pass: true }, { id: 1, pass: false, reason: "截图不清晰" }],
    invalid: [
      ["a refusal without a reason", { id: 1, pass: false }],
      ["a blank reason", { id: 1, pass: false, reason: "  " }],
      ["pass as 1", { id: 1, pass: 1 }],
      ["an amount", { id: 1, pass: true, cash_back: 100 }],
    ],
    outputs: [{ ...record, status: 40 }],
  },
  {
    ep: a.activityPopup,
    valid: [{ order_id: 67 }],
    invalid: [["no order", {}], ["an order_sn", { order_sn: "T1" }]],
    outputs: [{ show: 1, probability: 0.3, list: [activity] }, { show: 0, probability: 1, list: [] }],
    badOutputs: [["probability 2", { show: 1, probability: 2, list: [] }]],
  },
  {
    ep: a.orderActivity,
    valid: [{ order_id: 67 }, { sn: "SIM-0001", activity_id: 2 }, { order_id: 67, activity_id: 2 }],
    invalid: [["neither order nor printer", { activity_id: 2 }]],
    outputs: [
      {
        order: { id: 67, order_sn: "T20260115000067", sn: "SIM-0001", name: "比心", image_url: "/mock/art/heart-1.svg", pay_time: 1768442311 },
        list: [{ activity, weixin: null, record: buyerRecord, can_submit: 1, why_not: null }],
      },
      { order: null, list: [{ activity, record: null, can_submit: 0, why_not: "no_order" }] },
    ],
    badOutputs: [["unknown why_not", { order: null, list: [{ activity, record: null, can_submit: 0, why_not: "busy" }] }]],
  },
  {
    ep: a.activitySubmit,
    valid: [{ order_id: 67, activity_id: 2, images: ["/mock/uploads/0123456789abcdef01234567.png"] }, { order_id: 67, activity_id: 2, images: ["/a.png", "/b.png", "/c.png"], remark: "36 个赞" }],
    invalid: [
      ["no images", { order_id: 67, activity_id: 2, images: [] }],
      ["four images", { order_id: 67, activity_id: 2, images: ["/a.png", "/b.png", "/c.png", "/d.png"] }],
      ["a data URL", { order_id: 67, activity_id: 2, images: ["data:image/png;base64,AAAA"] }],
      ["a status", { order_id: 67, activity_id: 2, images: ["/a.png"], status: 40 }],
    ],
    outputs: [{ ...buyerRecord, status: 10, reason: null, audit_time: null }],
  },
]);

const offer = {
  id: 12,
  type: 1,
  name: "店庆半价券",
  description: null,
  code: "SHOP2026",
  state: "running",
  company_id: 1,
  company_name: "糖画科技",
  partner_name: null,
  shop_ids: [1],
  shops: [{ id: 1, name: "杭州万象城店" }],
  sns: [],
  total: 100,
  claimed: 3,
  used: 1,
  left: 97,
  start_time: 1768406400,
  end_time: 1771084799,
  claim_start: 1768442400,
  claim_end: 1771084799,
  stopped_time: null,
  create_time: 1768442400,
};
const offerSave = { type: 1, name: "店庆半价券", total: 100, start_date: "2026-01-15", end_date: "2026-02-14", code: "shop2026", shop_ids: [1] };

testEndpoints("manage-coupon", cp.manageCouponEndpoints, [
  {
    ep: cp.couponOfferList,
    valid: [{}, { state: "stopped", type: 2, keyword: "半价", page: 1, limit: 50 }],
    invalid: [["unknown state", { state: "paused" }], ["type 3", { type: 3 }]],
    outputs: [{ list: [offer, { ...offer, id: 4, total: null, left: null, company_id: null, partner_name: "星光影城" }], total: 2, page: 1, limit: 20 }],
  },
  { ep: cp.couponOfferInfo, valid: [{ id: 12 }], invalid: [["no id", {}]], outputs: [offer], badOutputs: [["negative claimed", { ...offer, claimed: -1 }]] },
  {
    ep: cp.couponOfferClaims,
    valid: [{ id: 12 }, { id: 12, status: 1, page: 2 }],
    invalid: [["no offer", {}], ["status 3", { id: 12, status: 3 }]],
    outputs: [{ list: [{ id: 40, user: person, status: 1, create_time: 1768442400, use_time: 1768446000, order_sn: "T20260115000070", sn: "SIM-0001" }], total: 1, page: 1, limit: 20 }],
  },
  {
    ep: cp.couponOfferSave,
    valid: [offerSave, { ...offerSave, id: 12, type: 2, code: null, shop_ids: [], sns: ["SIM-0001"], description: "限店内使用" }, { type: 2, name: "免费券", total: 1, start_date: "2026-01-15", end_date: "2026-01-15" }],
    invalid: [
      ["type 3", { ...offerSave, type: 3 }],
      ["no total", { ...offerSave, total: undefined }],
      ["total 0", { ...offerSave, total: 0 }],
      ["a code with a space", { ...offerSave, code: "SHOP 26" }],
      ["a code of 3", { ...offerSave, code: "ABC" }],
      ["end before start", { ...offerSave, end_date: "2026-01-14" }],
      ["a printer twice", { ...offerSave, sns: ["SIM-0001", "SIM-0001"] }],
      ["claimed is the server's", { ...offerSave, claimed: 0 }],
      ["a company id", { ...offerSave, company_id: 2 }],
    ],
    outputs: [{ id: 12 }],
  },
  { ep: cp.couponOfferStop, valid: [{ id: 12 }], invalid: [["id 0", { id: 0 }]], outputs: [{ ...offer, state: "stopped", stopped_time: 1768450000 }] },
]);

const settings = {
  shop_id: 1,
  shop_name: "杭州万象城店",
  template_ids: [2, 1],
  frame_id: 1,
  watermark: { text: "糖画科技", image_url: null, position: "bottom-right", opacity: 0.7 },
  templates: [{ id: 2, name: "爱心", image_url: "/mock/photo-templates/2.svg", remark: null, enabled: 1, preview_url: "/mock/photo-previews/1/2.svg" }],
  frames: [{ id: 1, name: "星光", image_url: "/mock/photo-frames/1.svg", status: 1 }],
};

testEndpoints("manage-photo", ph.managePhotoEndpoints, [
  { ep: ph.photoFrameList, valid: [{}], invalid: [["a shop", { shop_id: 1 }]], outputs: [{ list: settings.frames }] },
  {
    ep: ph.shopPhotoSettings,
    valid: [{ shop_id: 1 }],
    invalid: [["no shop", {}]],
    outputs: [settings, { ...settings, frame_id: null, watermark: null }],
    badOutputs: [["unknown position", { ...settings, watermark: { ...settings.watermark, position: "top" } }]],
  },
  {
    ep: ph.shopPhotoSettingsSave,
    valid: [
      { shop_id: 1, template_ids: [2, 1] },
      { shop_id: 1, frame_id: null },
      { shop_id: 1, watermark: { text: "糖画", position: "center", opacity: 0.5 } },
      { shop_id: 1, watermark: { image_url: "/mock/uploads/0123456789abcdef01234567.png", position: "top-left" } },
      { shop_id: 1, watermark: null },
    ],
    invalid: [
      ["nothing to change", { shop_id: 1 }],
      ["no template", { shop_id: 1, template_ids: [] }],
      ["a template twice", { shop_id: 1, template_ids: [1, 1] }],
      ["a watermark with neither text nor image", { shop_id: 1, watermark: { position: "center" } }],
      ["an unknown position", { shop_id: 1, watermark: { text: "糖画", position: "middle" } }],
      ["opacity 0", { shop_id: 1, watermark: { text: "糖画", position: "center", opacity: 0 } }],
      ["text of two lines", { shop_id: 1, watermark: { text: "糖\n画", position: "center" } }],
    ],
    outputs: [settings],
  },
]);

const all: readonly Endpoint[] = [...a.activityEndpoints, ...cp.manageCouponEndpoints, ...ph.managePhotoEndpoints];

test("issue 15 groups: GET inputs are flat (a query string carries nothing else), every schema converts to JSON Schema", () => {
  for (const e of all) {
    assert.doesNotThrow(() => z.toJSONSchema(e.input, { io: "input" }), `${e.path} input`);
    assert.doesNotThrow(() => z.toJSONSchema(e.output, { io: "output" }), `${e.path} output`);
    if (e.method !== "GET") continue;
    const schema = z.toJSONSchema(e.input, { io: "input" }) as { properties?: Record<string, { type?: string }> };
    for (const [k, p] of Object.entries(schema.properties ?? {})) assert.ok(p.type !== "object" && p.type !== "array", `${e.path} ${k}`);
  }
});

test("issue 15 groups: the merchant's calls are merchant, the buyer's user; nothing is public", () => {
  for (const e of all) assert.equal(e.access, e.path.startsWith("/api/sugar/") ? "user" : "merchant", e.path);
});
