/** §7 Manage-order: order lists and details, exports, shipping, refunds; the chosen lifecycles. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { ORDER_STATUS } from "../../../web/contract/constants.ts";
import * as o from "../../../web/contract/http/manage-order.ts";
import { testEndpoints } from "./cases.ts";

const refund = {
  id: 31,
  order_id: 5001,
  order_sn: "T202506010001",
  order_type: "tanghua",
  goods_type_id: 16,
  shop_id: 2,
  shop_name: "西湖糖画铺",
  amount: "9.90",
  refund_amount: null,
  reason: "打印失败，糖画断裂",
  status: 10,
  remark: "",
  create_time: "2025-06-01 12:10:00",
  audit_time: null,
  refund_time: null,
};

const tanghuaOrder = {
  id: 5001,
  sn: "T202506010001",
  goods_id: 7,
  goods_type_id: 15,
  goods_name: "十二生肖·龙",
  image_url: "/mock/patterns/dragon.svg",
  device_sn: "SIM-0001",
  shop_id: 2,
  shop_name: "西湖糖画铺",
  user: { id: 9, nickname: "小糖", avatar: "/mock/avatars/9.svg", mobile: "138****0009" },
  money: "9.90",
  pay_type: 60,
  status: 99,
  refund_status: 0,
  create_time: 1748750400,
  pay_time: 1748750410,
};

const shipment = {
  id: 3,
  orderinfo_id: 8001,
  company: "顺丰速运",
  tracking_no: "SF1234567890123",
  sns: ["SIM-0009"],
  remark: null,
  create_time: "2025-06-02 09:00:00",
};

const purchase = {
  id: 8001,
  sn: "M202506010001",
  order_type: "material",
  type: "material",
  shop_id: 2,
  shop_name: "西湖糖画铺",
  buyer: { id: 5, nickname: "西湖糖画铺" },
  items: [{ goods_id: 101, name: "白砂糖颗粒 1kg", image_url: null, spec_name: "1kg", price: "39.90", num: 2, amount: "79.80" }],
  total_num: 2,
  money: "79.80",
  freight: "0.00",
  status: 21,
  refund_status: 0,
  create_time: "2025-06-01 10:00:00",
  pay_time: "2025-06-01 10:01:00",
};

const purchaseInfo = {
  ...purchase,
  contact: { name: "王小明", phone: "13800000005", address: "浙江省杭州市西湖区文三路 1 号" },
  remark: "工作日送货",
  pay_type: 30,
  ship_time: "2025-06-02 09:00:00",
  finish_time: null,
  shipments: [shipment],
  refund: null,
};

const download = { id: 4, url: "/mock/downloads/orders-20250601.csv", file_name: "orders-20250601.csv", order_type: "tanghua", row_count: 120, create_time: "2025-06-01 18:00:00" };
const page = <T>(row: T) => ({ list: [row], total: 1, page: 1, limit: 20 });

testEndpoints("manage-order", o.manageOrderEndpoints, [
  {
    ep: o.tanghuaList,
    valid: [
      {},
      { page: 1, limit: 20, status: 99, refund_status: 0, sn: "T202506010001", device_sn: "SIM-0001", goods_type_id: 16, shop_id: 2, start_date: "2025-06-01", end_date: "2025-06-30" },
      { goods_group: "sugar", sort: "-money" },
      { goods_group: "photo", sort: "create_time" },
    ],
    invalid: [
      ["unknown goods group", { goods_group: "toy" }],
      ["unknown sort", { sort: "-name" }],
      ["unknown status", { status: 5 }],
      ["empty status", { status: "" }],
      ["start after end", { start_date: "2025-06-30", end_date: "2025-06-01" }],
      ["not a calendar day", { start_date: "2025-02-30" }],
      ["sn with a quote", { sn: "T1' OR 1=1" }],
    ],
    outputs: [page(tanghuaOrder), page({ ...tanghuaOrder, currency: { currencySymbol: "HK$", currencyName: "港元" } }), page({ ...tanghuaOrder, currency: null })],
  },
  {
    ep: o.tanghuaInfo,
    valid: [{ id: 5001 }],
    invalid: [["no id", {}]],
    outputs: [{ ...tanghuaOrder, price: "9.90", coupon: null, print_status: "打印完成", print_time: 1748750500, refund: null }, { ...tanghuaOrder, price: "19.80", coupon: { id: 1, type: 1 }, refund }],
  },
  {
    ep: o.download,
    valid: [
      { order_type: "tanghua", start_date: "2025-06-01", end_date: "2025-06-30" },
      { order_type: "device", start_date: "2025-01-01", end_date: "2025-12-31", status: 20, shop_id: 2 },
      { order_type: "tanghua", start_date: "2025-06-01", end_date: "2025-06-30", goods_group: "photo", refund_status: 10, sn: "T2025", device_sn: "SIM-0001" },
    ],
    invalid: [
      ["no date range", { order_type: "tanghua" }],
      ["more than a year", { order_type: "tanghua", start_date: "2024-01-01", end_date: "2025-06-30" }],
      ["start after end", { order_type: "material", start_date: "2025-06-30", end_date: "2025-06-01" }],
      ["status not in any lifecycle", { order_type: "material", start_date: "2025-06-01", end_date: "2025-06-02", status: 42 }],
      ["photo is not an order type", { order_type: "photo", start_date: "2025-06-01", end_date: "2025-06-02" }],
      ["unknown goods group", { order_type: "tanghua", start_date: "2025-06-01", end_date: "2025-06-02", goods_group: "toy" }],
      ["unknown refund state", { order_type: "tanghua", start_date: "2025-06-01", end_date: "2025-06-02", refund_status: 15 }],
    ],
    outputs: [download],
  },
  {
    ep: o.downloadList,
    valid: [{}, { page: 2, limit: 10 }],
    invalid: [["page 0", { page: 0 }]],
    outputs: [page(download)],
  },
  {
    ep: o.materialList,
    valid: [{}, { status: 20, type: "toy_fittings", refund_status: 10, shop_id: 2 }],
    invalid: [["tanghua status 11", { status: 11 }], ["unknown shelf", { type: "sugar" }]],
    outputs: [page(purchase)],
  },
  {
    ep: o.materialInfo,
    valid: [{ id: 8001 }],
    invalid: [["id 0", { id: 0 }]],
    outputs: [purchaseInfo],
    badOutputs: [["no contact", { ...purchaseInfo, contact: undefined }]],
  },
  {
    ep: o.deviceList,
    valid: [{}, { status: 10, sn: "D202506010001" }],
    invalid: [["unknown status", { status: 100 }], ["unknown key", { type: "material" }]],
    outputs: [page({ ...purchase, order_type: "device", type: null, status: 10 })],
  },
  {
    ep: o.deviceInfo,
    valid: [{ id: 8002 }],
    invalid: [["no id", {}]],
    outputs: [{ ...purchaseInfo, id: 8002, order_type: "device", type: null, status: 20, shipments: [] }],
  },
  {
    ep: o.shippingList,
    valid: [{ orderinfo_id: 8001 }],
    invalid: [["named id", { id: 8001 }]],
    outputs: [{ list: [shipment] }, { list: [] }],
  },
  {
    ep: o.refundList,
    valid: [{}, { order_type: "tanghua", status: 10, goods_type_id: 16, shop_id: 2, sn: "T202506010001" }],
    invalid: [["no-refund 0 is not a refund status", { status: 0 }], ["unknown order type", { order_type: "lottery" }]],
    outputs: [page(refund)],
  },
  {
    ep: o.applyConfirm,
    valid: [{ id: 8002, pass: true }, { id: 8002, pass: false, remark: "收货地址不完整" }],
    invalid: [["refusal without a remark", { id: 8002, pass: false }], ["pass as 1", { id: 8002, pass: 1 }], ["remark too long", { id: 8002, pass: false, remark: "长".repeat(201) }]],
    outputs: [{ id: 8002, status: 20 }],
  },
  {
    ep: o.audit,
    valid: [{ id: 31, pass: true }, { id: 31, pass: false, remark: "已正常打印" }],
    invalid: [["refusal with a blank remark", { id: 31, pass: false, remark: "   " }], ["no pass", { id: 31 }]],
    outputs: [{ ...refund, status: 20, audit_time: "2025-06-01 13:00:00" }],
  },
  {
    ep: o.confirmRefund,
    valid: [{ id: 31 }, { id: 31, amount: 5, remark: "部分退款" }],
    invalid: [["negative amount", { id: 31, amount: -1 }], ["amount with 3 decimals", { id: 31, amount: "1.234" }]],
    outputs: [{ ...refund, status: 30, refund_amount: "9.90", refund_time: "2025-06-01 14:00:00" }],
  },
  {
    ep: o.shipping,
    valid: [{ id: 8001, company: "顺丰速运", tracking_no: "SF1234567890123" }, { id: 8002, company: "德邦物流", tracking_no: "DPK-300012", sns: ["SIM-0009", "SIM-0010"], remark: "两台" }],
    invalid: [
      ["tracking number too short", { id: 8001, company: "顺丰速运", tracking_no: "SF1" }],
      ["no carrier", { id: 8001, tracking_no: "SF1234567890123" }],
      ["empty serial list", { id: 8002, company: "德邦物流", tracking_no: "DPK-300012", sns: [] }],
    ],
    outputs: [shipment],
  },
  {
    ep: o.shippingConfirm,
    valid: [{ id: 8001 }],
    invalid: [["status is the server's", { id: 8001, status: 99 }]],
    outputs: [{ id: 8001, status: 99 }],
  },
  {
    ep: o.applyRefund,
    valid: [
      { id: 5001, order_type: "tanghua", reason: "打印失败，糖画断裂" },
      { id: 8001, order_type: "material", reason: "少发一袋", amount: "39.90" },
      { id: 5001, order_type: "tanghua", reason: "断了", images: ["/mock/uploads/a.png", "https://cdn.example/b.jpg"] },
    ],
    invalid: [
      ["no reason", { id: 5001, order_type: "tanghua" }],
      ["no order type", { id: 5001, reason: "x" }],
      ["zero amount", { id: 5001, order_type: "tanghua", reason: "x", amount: 0 }],
      ["more than 6 pictures", { id: 5001, order_type: "tanghua", reason: "x", images: Array(7).fill("/mock/uploads/a.png") }],
      ["a picture that is not an image path", { id: 5001, order_type: "tanghua", reason: "x", images: ["javascript:alert(1)"] }],
    ],
    outputs: [refund, { ...refund, images: ["/mock/uploads/a.png"] }],
  },
  {
    ep: o.deviceMake,
    valid: [
      { shop_id: 1, model_id: 2, num: 2 },
      { shop_id: 1, model_id: 2, num: 50, contact: { name: "陈店长", phone: "13800000005", address: "杭州万象城 B1" }, remark: "开业用" },
    ],
    invalid: [
      ["no printers", { shop_id: 1, model_id: 2, num: 0 }],
      ["51 printers", { shop_id: 1, model_id: 2, num: 51 }],
      ["a price is the server's", { shop_id: 1, model_id: 2, num: 1, price: "1.00" }],
      ["a contact without a phone", { shop_id: 1, model_id: 2, num: 1, contact: { name: "x", address: "y" } }],
    ],
    outputs: [{ id: 24, sn: "SB20260115000024", order_type: "device", money: "7960.00", freight: "0.00", expire_time: 1_768_528_800 }],
  },
  {
    ep: o.materialMake,
    valid: [
      { shop_id: 1, type: "material", cart_ids: [1, 2] },
      { shop_id: 1, type: "toy_fittings", cart_ids: [5], invoice: { type: 1, company_name: "陈建国", email: "chen@example.com" }, remark: "周末不收货" },
    ],
    invalid: [
      ["no lines", { shop_id: 1, type: "material", cart_ids: [] }],
      ["a line twice", { shop_id: 1, type: "material", cart_ids: [1, 1] }],
      ["no type", { shop_id: 1, cart_ids: [1] }],
      ["a company invoice without a tax id", { shop_id: 1, type: "material", cart_ids: [1], invoice: { type: 2, company_name: "杭州糖画" } }],
    ],
    outputs: [{ id: 25, sn: "CL20260115000025", order_type: "material", money: "100.00", freight: "10.00", expire_time: 1_768_528_800 }],
  },
  {
    ep: o.purchasePay,
    valid: [{ id: 13, pay_type: 30 }, { id: 13, pay_type: 61 }, { id: 13, pay_type: 10 }, { id: 13, pay_type: 60 }],
    invalid: [["coins are a customer's", { id: 13, pay_type: 70 }], ["pay type 20 is unused", { id: 13, pay_type: 20 }], ["no coupons on purchases", { id: 13, pay_type: 30, coupon_id: 1 }]],
    outputs: [{ is_pay: true, order_sn: "SB20260115000013" }, { pay_data: "weixin://wxpay/bizpayurl?pr=AbC12xY" }],
  },
  {
    ep: o.purchaseIsPay,
    valid: [{ id: 13 }],
    invalid: [["no id", {}]],
    outputs: [{ is_pay: false, status: 0 }, { is_pay: 1, status: 10 }],
  },
  {
    ep: o.purchaseCancel,
    valid: [{ id: 13 }],
    invalid: [["an order number instead of the id", { sn: "SB20260115000013" }]],
    outputs: [{ id: 13, status: 90, refund_status: 0 }],
  },
]);

test("manage-order: the §3 statuses keep their numbers in the purchase lifecycle", () => {
  assert.equal(o.PURCHASE_ORDER_STATUS.PENDING_SHIPMENT, ORDER_STATUS.PENDING_SHIPMENT);
  assert.equal(o.PURCHASE_ORDER_STATUS.PENDING_DELIVERY, ORDER_STATUS.PENDING_DELIVERY);
  assert.equal(o.PURCHASE_ORDER_STATUS.COMPLETED, ORDER_STATUS.ORDER_COMPLETED);
  assert.equal(o.PRINT_ORDER_STATUS.COMPLETED, ORDER_STATUS.ORDER_COMPLETED);
  for (const table of [o.PRINT_ORDER_STATUS, o.PURCHASE_ORDER_STATUS, o.REFUND_STATUS]) {
    const values = Object.values(table);
    assert.equal(new Set(values).size, values.length, "no two states share a number");
  }
  assert.ok(!(Object.values(o.REFUND_STATUS) as number[]).includes(o.NO_REFUND));
});

test("manage-order: platform decisions are admin-only, the shop's own actions merchant", () => {
  const admin = o.manageOrderEndpoints.filter((e) => e.access === "admin").map((e) => e.path).sort();
  assert.deepEqual(admin, ["/api/manage-order/apply-confirm", "/api/manage-order/audit", "/api/manage-order/confirm-refund", "/api/manage-order/shipping"]);
  assert.ok(o.manageOrderEndpoints.every((e) => e.access === "admin" || e.access === "merchant"));
  // Moving goods and money is for levels 3 and 7 (constants.ts PLATFORM_LEVELS.OPERATE), not level 1.
  for (const e of o.manageOrderEndpoints.filter((x) => x.access === "admin")) assert.deepEqual(e.levels, [3, 7], e.path);
});
