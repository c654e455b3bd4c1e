/** §7 Coupon calls: inputs and outputs of web/contract/http/coupon.ts. */
import { addCoupon, couponEndpoints, couponInfo, couponList, couponOffer } from "../../../web/contract/http/coupon.ts";
import { testEndpoints } from "./cases.ts";
import { coupon } from "./fixtures.ts";

const partnerFree = {
  ...coupon,
  id: 10,
  type: 2,
  name: "免单券",
  status: 1,
  code: "SPRING2025",
  sn: "SIM-0001",
  partner: { id: 3, name: "奶茶铺", logo_url: "/mock/partners/3.svg" },
  use_time: "2025-05-02 10:00:00",
  order_sn: "T202505021000001",
};

testEndpoints("coupon", couponEndpoints, [
  {
    ep: addCoupon,
    valid: [{ id: 4 }, { code: "SPRING2025" }],
    invalid: [
      ["both", { id: 4, code: "SPRING2025" }],
      ["neither", {}],
      ["code with a space", { code: "SPRING 25" }],
      ["code too short", { code: "AB" }],
      ["unknown key", { id: 4, user_id: 2 }],
    ],
    outputs: [coupon],
  },
  {
    ep: couponList,
    valid: [{ status: 0 }, { status: 2, type: 1, page: 2 }, { sn: "SIM-0001", status: 0, type: 2 }, { is_partner: 1 }],
    invalid: [
      ["status 3", { status: 3 }],
      ["type 0", { type: 0 }],
      ["is_partner 2", { is_partner: 2 }],
      ["unknown key", { user_id: 1 }],
    ],
    outputs: [{ list: [coupon, partnerFree], total: 2, page: 1, limit: 20 }],
    badOutputs: [
      ["type 3", { list: [{ ...coupon, type: 3 }], total: 1, page: 1, limit: 20 }],
      ["status 9", { list: [{ ...coupon, status: 9 }], total: 1, page: 1, limit: 20 }],
    ],
  },
  {
    ep: couponInfo,
    valid: [{ id: 9 }],
    invalid: [["no id", {}], ["id as words", { id: "nine" }]],
    outputs: [partnerFree],
  },
  {
    // Issue 15: a shared link's offer before it is claimed.
    ep: couponOffer,
    valid: [{ id: 2 }],
    invalid: [["no id", {}], ["by code", { code: "SPRING2025" }]],
    outputs: [
      { id: 2, type: 1, name: "周末半价券", description: null, company_name: "糖画科技", partner: null, scope_names: ["杭州万象城店"], start_time: 1760000000, end_time: 1790000000, claim_end: 1780000000, can_claim: 1, why_not: null },
      { id: 4, type: 2, name: "星光影城联名免费券", company_name: null, partner: { id: 1, name: "星光影城", logo_url: null }, scope_names: [], start_time: 1760000000, end_time: 1790000000, claim_end: 1780000000, can_claim: 0, why_not: "活动尚未开始" },
    ],
    badOutputs: [
      ["can_claim 2", { id: 2, type: 1, name: "x", scope_names: [], start_time: 1, end_time: 2, claim_end: 2, can_claim: 2, why_not: null }],
      ["no scope_names", { id: 2, type: 1, name: "x", start_time: 1, end_time: 2, claim_end: 2, can_claim: 1, why_not: null }],
    ],
  },
]);
