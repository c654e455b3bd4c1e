/** §7 Coupon calls: inputs and outputs of web/contract/http/coupon.ts. */
import { addCoupon, couponEndpoints, couponInfo, couponList } from "../../../web/contract/http/coupon.ts";
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
]);
