/** §7 Admin stats (/api/manage/*) and shops (/api/manage-shop/*). */
import assert from "node:assert/strict";
import { test } from "node:test";
import * as m from "../../../web/contract/http/manage.ts";
import { testEndpoints } from "./cases.ts";

const pending = {
  waiting_device_confirm_count: 1,
  waiting_device_ship_count: 2,
  waiting_tanghua_refund_count: 3,
  waiting_photo_refund_count: 0,
  waiting_material_ship_count: 4,
  waiting_device_refund_count: 0,
};
const dashboard = {
  today_income: "128.50",
  yesterday_income: "96.00",
  month_income: "3210.00",
  total_income: "48211.70",
  balance: "1288.50",
  today_order_count: 14,
  month_order_count: 361,
  device_count: 6,
  device_online_count: 4,
  device_error_count: 1,
};
const rankItem = { rank: 1, id: 3, name: "SIM-0003 西湖店", image_url: null, value: "1820.00", count: 190 };
const shop = {
  id: 2,
  name: "西湖糖画铺",
  logo_url: "/mock/logo-2.svg",
  address: "浙江省杭州市西湖区文三路 1 号",
  contact_name: "王小明",
  contact_phone: "13800000005",
  device_count: 3,
  status: 1,
  owner: { id: 5, nickname: "王小明" },
  create_time: "2025-03-01 10:00:00",
};
const invoice = {
  type: 3,
  content: "明细",
  company_name: "杭州西湖糖画文化有限公司",
  tax_id: "91330106MA2H0XXXXX",
  address: "杭州市西湖区文三路 1 号",
  phone: "0571-88888888",
  bank_name: "中国工商银行杭州文三路支行",
  bank_account: "1202021209900012345",
  email: "finance@xihu.example",
  contact: "王小明",
  contact_phone: "13800000005",
  contact_address: "杭州市西湖区文三路 1 号",
};
const contact = { name: "王小明", phone: "13800000005", address: "浙江省杭州市西湖区文三路 1 号" };
const page = <T>(row: T) => ({ list: [row], total: 1, page: 1, limit: 20 });

testEndpoints("manage", m.manageEndpoints, [
  {
    ep: m.index,
    valid: [{}, { shop_id: 2 }],
    invalid: [["shop id 0", { shop_id: 0 }], ["unknown key", { day: "today" }]],
    outputs: [dashboard, { ...dashboard, ...pending }],
    badOutputs: [["negative pending count", { ...dashboard, ...pending, waiting_device_ship_count: -1 }]],
  },
  {
    ep: m.rank,
    valid: [{ type: "device" }, { type: "material", period: "week", shop_id: 2 }],
    invalid: [["no type", {}], ["unknown period", { type: "goods", period: "year" }]],
    outputs: [{ type: "device", list: [rankItem] }],
    badOutputs: [["eleven rows", { type: "device", list: Array.from({ length: 11 }, (_, i) => ({ ...rankItem, rank: i + 1 })) }]],
  },
  {
    ep: m.moreRank,
    valid: [{ type: "shop", page: 2, limit: 50 }],
    invalid: [["limit 0", { type: "shop", limit: 0 }], ["unknown type", { type: "user" }]],
    outputs: [page(rankItem)],
  },
  {
    ep: m.monthProfitData,
    valid: [{ month: "2025-06" }, { month: "2025-12", shop_id: 2 }],
    invalid: [["no month", {}], ["month 13", { month: "2025-13" }], ["a whole date", { month: "2025-06-01" }]],
    outputs: [{ month: "2025-06", total: "310.50", list: [{ day: 1, value: "120.00" }, { day: 2, value: 190.5 }] }],
    badOutputs: [["day 32", { month: "2025-06", total: "0", list: [{ day: 32, value: "1.00" }] }]],
  },
  {
    ep: m.monthStatistics,
    valid: [{}, { months: 6 }, { months: 24, shop_id: 2 }],
    invalid: [["25 months", { months: 25 }], ["0 months", { months: 0 }]],
    outputs: [{ list: [{ month: "2025-05", income: "2800.00", order_count: 300, refund_amount: "19.80" }, { month: "2025-06", income: "3210.00", order_count: 361, refund_amount: "0.00" }] }],
  },
  {
    ep: m.incomeList,
    valid: [{}, { month: "2025-06", type: 1, page: 1, limit: 20 }],
    invalid: [["unknown type", { type: 8 }], ["bad month", { month: "June" }]],
    outputs: [
      {
        ...page({ id: 1, type: 1, title: "糖画订单收入", amount: "9.90", balance: "1288.50", order_sn: "T202506010001", remark: null, create_time: "2025-06-01 12:00:00" }),
        month_income: "3210.00",
        month_expense: "-200.00",
      },
    ],
  },
  {
    ep: m.coinList,
    valid: [{}, { type: 1, month: "2025-06" }],
    invalid: [["unknown type", { type: 9 }]],
    outputs: [page({ id: 1, type: 1, title: "金币打印", coins: 3, balance: 120, order_sn: "T202506010002", remark: "", create_time: 1748750400 })],
    badOutputs: [["fractional coins", page({ id: 1, type: 1, title: "x", coins: 1.5, balance: 1, remark: null, create_time: 1 })]],
  },
  {
    ep: m.inviteInfo,
    valid: [{}],
    invalid: [["any key", { code: "X" }]],
    outputs: [{ invite_code: "XH2025", invite_url: "https://tanghua.example/join?code=XH2025", qrcode_url: "/mock/invite/XH2025.svg", invite_count: 3, reward_total: "30.00" }],
  },
  {
    ep: m.inviteList,
    valid: [{}, { page: 3 }],
    invalid: [["page -1", { page: -1 }]],
    outputs: [page({ id: 11, nickname: "小糖", avatar: null, mobile: "138****0011", reward: "10.00", create_time: "2025-05-02 08:00:00" })],
  },
  {
    ep: m.shopList,
    valid: [{}, { keyword: "西湖", status: 1, page: 1 }],
    invalid: [["status 2", { status: 2 }], ["empty keyword", { keyword: "" }]],
    outputs: [page(shop)],
  },
  {
    ep: m.shopData,
    valid: [{ id: 2 }],
    invalid: [["no id", {}]],
    outputs: [{ shop_id: 2, today_income: "128.50", month_income: "3210.00", total_income: "48211.70", today_order_count: 14, month_order_count: 361, total_order_count: 5230, device_count: 3, device_online_count: 2 }],
  },
  {
    ep: m.shopInfo,
    valid: [{ id: 2 }],
    invalid: [["id as word", { id: "two" }]],
    outputs: [
      { ...shop, contact, invoice, payout_account_id: 4, payout: { id: 4, bank_name: "中国工商银行", bank_account: "**** 2345", account_name: "王小明" } },
      { ...shop, contact: { name: null, phone: null, address: null }, invoice: null, payout_account_id: null },
    ],
  },
  {
    ep: m.shopSave,
    valid: [
      { name: "西湖糖画铺", address: "浙江省杭州市西湖区文三路 1 号", contact },
      { id: 2, name: "西湖糖画铺", address: "文三路 1 号", logo_url: "/mock/logo-2.svg", contact: { ...contact, phone: "0571-88888888" }, invoice, payout_account_id: 4, status: 1 },
      { id: 2, name: "西湖糖画铺", address: "文三路 1 号", contact, invoice: { type: 1, company_name: "王小明", email: "me@example.com" } },
      { id: 2, name: "西湖糖画铺", address: "文三路 1 号", contact, invoice: null },
    ],
    invalid: [
      ["contact without phone", { name: "店", address: "路", contact: { name: "王", address: "路" } }],
      ["contact phone not a number", { name: "店", address: "路", contact: { ...contact, phone: "12345" } }],
      ["company invoice without tax id", { name: "店", address: "路", contact, invoice: { type: 2, company_name: "公司" } }],
      ["VAT special invoice without bank", { name: "店", address: "路", contact, invoice: { type: 3, company_name: "公司", tax_id: "91330106MA2H0XXXXX", address: "路", phone: "0571-88888888" } }],
      ["invoice bank account with letters", { name: "店", address: "路", contact, invoice: { ...invoice, bank_account: "6222abc" } }],
      ["tax id of 16 characters", { name: "店", address: "路", contact, invoice: { ...invoice, tax_id: "91330106MA2H0XXX" } }],
      ["name of 31 characters", { name: "店".repeat(31), address: "路", contact }],
      ["unknown invoice type", { name: "店", address: "路", contact, invoice: { ...invoice, type: 4 } }],
      ["owner is the server's", { name: "店", address: "路", contact, owner_id: 1 }],
    ],
    outputs: [{ id: 2 }],
  },
  {
    ep: m.shopContacts,
    valid: [{ shop_id: 2 }],
    invalid: [["no shop", {}], ["shop id 0", { shop_id: 0 }]],
    outputs: [
      {
        shop_id: 2,
        factory: [{ id: 1, name: "糖画科技工厂售后部", phone: "0571-86668888", address: "杭州市余杭区文一西路 1888 号", remark: "设备退货、返修寄往此处" }],
        company: contact,
      },
    ],
    badOutputs: [["no factory list", { shop_id: 2, company: contact }]],
  },
  {
    ep: m.shopContactSave,
    valid: [{ shop_id: 2, ...contact }, { shop_id: 2, ...contact, phone: "0571-88888888" }],
    invalid: [
      ["phone not a number", { shop_id: 2, ...contact, phone: "12345" }],
      ["nested contact", { shop_id: 2, contact }],
      ["no shop", contact],
    ],
    outputs: [{ shop_id: 2, company: contact }],
  },
]);

test("manage: the six §3 admin pending counts are all in the dashboard, for admins only, with the two queues beyond them", () => {
  const keys = Object.keys(m.AdminPendingCounts.def.shape).sort();
  assert.deepEqual(keys, [...Object.keys(pending), "waiting_withdraw_count", "waiting_material_refund_count"].sort());
  for (const k of Object.keys(pending)) assert.ok(!m.AdminPendingCounts.safeParse({ ...pending, [k]: undefined }).success, `${k} is required`);
  assert.ok(m.index.output.safeParse(dashboard).success, "a shop owner's dashboard has none");
});

test("manage: manageEndpoints covers /api/manage and /api/manage-shop, all merchant", () => {
  const groups = new Set(m.manageEndpoints.map((e) => e.path.split("/")[2]));
  assert.deepEqual([...groups].sort(), ["manage", "manage-shop"]);
  for (const e of m.manageEndpoints) assert.equal(e.access, "merchant", e.path);
});
