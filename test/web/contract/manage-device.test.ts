/** The merchant's printers (/api/manage-device/*): inputs strict, answers loose (CONVENTIONS 1). */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as d from "../../../web/contract/http/manage-device.ts";
import { testEndpoints } from "./cases.ts";

const row = {
  id: 1001,
  device_id: 1001,
  sn: "SIM-0001",
  name: "万象城 1 号机",
  shop: { id: 1, name: "杭州万象城店" },
  egg_sn: null,
  online: 1,
  last_heartbeat_time: 1768442400,
  printing: 1,
  queue_count: 2,
  error: { code: "material_out", text: "缺料", since: 1768442000 },
  today_order_count: 2,
  today_income: "31.80",
  locale: { currencySymbol: "¥", currencyName: "元" },
  screen_bound: 1,
  is_manage: 1,
};
const unbound = { ...row, id: 1006, device_id: 1006, sn: "SIM-0006", shop: null, online: 0, last_heartbeat_time: null, error: null, locale: null };
const info = {
  ...row,
  qrcode: "http://127.0.0.1:8080/sugar?sn=SIM-0001",
  qrcode_egg: null,
  is_open_weixin_pay: 1,
  is_open_game: 1,
  is_second_half: 0,
  is_open_phone_activity: 1,
  ai_price: "9.90",
  coins: 0,
  month_order_count: 3,
  month_income: "48.60",
  manager_count: 1,
  create_time: 1754964000,
  photo: {
    templates: [{ id: 1, name: "圆形相框", image_url: "/mock/photo-templates/1.svg", remark: null }],
    screen: { sn: "SIM-0001", printer_name: "万象城 1 号机", shop_name: "杭州万象城店", bind_time: 1765850400 },
  },
};
const manager = { user_id: 5, nickname: "陈店长", avatar: "", mobile: "13800000005", is_operator: 1, is_self: 1 };
const counts = { all: 6, online: 3, offline: 2, error: 1, unbound: 1 };

testEndpoints("manage-device", d.manageDeviceEndpoints, [
  {
    ep: d.manageDeviceList,
    valid: [{}, { page: 2, limit: 50, shop_id: 1, state: "error", keyword: "sim-00" }, { state: "unbound" }, { goods_type_id: 16 }],
    invalid: [
      ["unknown state", { state: "broken" }],
      ["limit over 100", { limit: 101 }],
      ["unknown key", { company_id: 2 }],
      ["empty keyword", { keyword: "" }],
      ["not a goods type", { goods_type_id: 3 }],
    ],
    outputs: [{ list: [row, unbound], total: 2, page: 1, limit: 20, counts }],
    badOutputs: [["no counts", { list: [row], total: 1, page: 1, limit: 20 }]],
  },
  {
    ep: d.manageDeviceInfo,
    valid: [{ id: 1001 }, { sn: "SIM-0001" }, { id: 1001, goods_type_id: 16 }],
    invalid: [
      ["neither id nor sn", {}],
      ["both", { id: 1001, sn: "SIM-0001" }],
      ["a serial with a slash", { sn: "SIM/1" }],
    ],
    outputs: [info, { ...info, error: null, photo: { templates: [], screen: null } }],
    badOutputs: [["online is a flag", { ...info, online: true }]],
  },
  {
    ep: d.manageDeviceSave,
    valid: [{ id: 1001, name: "万象城 1 号机" }, { id: 1001, is_open_weixin_pay: 0 }, { id: 1001, ai_price: "12.50", shop_id: 2 }, { id: 1001, ai_price: 9.9 }],
    invalid: [
      ["nothing to change", { id: 1001 }],
      ["flag 2", { id: 1001, is_open_game: 2 }],
      ["price 0", { id: 1001, ai_price: 0 }],
      ["price over the cap", { id: 1001, ai_price: 10_000.01 }],
      ["three decimals", { id: 1001, ai_price: "9.999" }],
      ["blank name", { id: 1001, name: "  " }],
      ["name too long", { id: 1001, name: "机".repeat(31) }],
      ["unknown key", { id: 1001, coins: 5 }],
      ["no id", { name: "x" }],
    ],
    outputs: [info],
  },
  {
    ep: d.manageDeviceBind,
    valid: [{ sn: "SIM-0006", shop_id: 1 }, { sn: "EGG-0003", shop_id: 2, name: "来福士 2 号机" }],
    invalid: [
      ["no shop", { sn: "SIM-0006" }],
      ["empty serial", { sn: "", shop_id: 1 }],
      ["a serial with spaces", { sn: "SIM 0006", shop_id: 1 }],
    ],
    outputs: [info],
  },
  {
    ep: d.manageDeviceUnbind,
    valid: [{ id: 1001 }],
    invalid: [["no id", {}], ["id as text", { id: "1001" }]],
    outputs: [null, {}],
  },
  {
    ep: d.deviceManagerList,
    valid: [{ id: 1001 }],
    invalid: [["no id", {}], ["id 0", { id: 0 }]],
    outputs: [{ list: [manager, { ...manager, user_id: 3, is_self: 0, is_operator: 0 }] }],
  },
  {
    ep: d.deviceManagerAdd,
    valid: [{ id: 1001, mobile: "13800000003" }],
    invalid: [["not a mobile", { id: 1001, mobile: "12345" }], ["by user id", { id: 1001, user_id: 3 }]],
    outputs: [manager],
  },
  {
    ep: d.deviceManagerRemove,
    valid: [{ id: 1001, user_id: 3 }],
    invalid: [["no user", { id: 1001 }]],
    outputs: [null],
  },
  {
    ep: d.deviceErrorList,
    valid: [{}, { shop_id: 1, page: 1, limit: 20 }],
    invalid: [["a state filter belongs to the list", { state: "error" }]],
    outputs: [{ list: [row], total: 1, page: 1, limit: 20 }],
  },
]);

test("manage-device: every error code has a place in the contract, and the states are the filter's", () => {
  assert.deepEqual([...d.DEVICE_ERROR_CODES].sort(), ["bamboo_out", "device_error", "material_out", "print_failed"]);
  assert.deepEqual([...d.DEVICE_STATES], ["online", "offline", "error", "unbound"]);
  const saved = d.DeviceSaveInput.parse({ id: 1, ai_price: "12.5" });
  assert.equal(saved.ai_price, 12.5, "money arrives as a number rounded to cents");
});
