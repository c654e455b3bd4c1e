/** §7 Withdrawals: payout accounts (§3), withdrawals, e-sign data, the image upload. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { UPLOAD_MAX_BYTES } from "../../../web/contract/constants.ts";
import * as t from "../../../web/contract/http/tixian.ts";
import { testEndpoints } from "./cases.ts";

const account = {
  id: 4,
  type: 1,
  bank_name: "中国工商银行杭州文三路支行",
  bank_account: "6222021202041234567",
  bank_code: "102331000123",
  account_name: "王小明",
  alipay: null,
  is_default: 1,
  create_time: "2025-03-02 09:00:00",
};
const personal = { type: 1, bank_name: "中国工商银行杭州文三路支行", bank_account: "6222021202041234567", bank_code: "102331000123", account_name: "王小明" };
const company = { ...personal, type: 2, bank_account: "1202021209900012345", account_name: "杭州西湖糖画文化有限公司（分公司）" };
const withdrawal = {
  id: 12,
  sn: "W202506010001",
  account_id: 4,
  amount: "500.00",
  fee: "3.00",
  actual_amount: "497.00",
  status: 0,
  bank_name: "中国工商银行",
  bank_account: "**** 4567",
  account_name: "王小明",
  remark: null,
  create_time: "2025-06-01 18:00:00",
  pay_time: null,
};

testEndpoints("tixian", t.tixianEndpoints, [
  {
    ep: t.accountList,
    valid: [{}],
    invalid: [["any key", { page: 1 }]],
    outputs: [{ list: [{ ...account, bank_account: "**** 4567" }] }, { list: [] }],
  },
  {
    ep: t.accountInfo,
    valid: [{ id: 4 }],
    invalid: [["no id", {}]],
    outputs: [account, { ...account, type: 2, alipay: "finance@xihu.example", is_default: 0 }],
  },
  {
    ep: t.esignData,
    valid: [{ id: 12 }],
    invalid: [["no withdrawal id", {}]],
    outputs: [
      {
        withdraw_id: 12,
        contract_no: "ES-20250601-0012",
        contract_name: "服务费结算协议",
        amount: "500.00",
        party_a: { name: "杭州糖画智能科技有限公司", address: "浙江省杭州市余杭区文一西路 998 号" },
        party_b: { name: "王小明", id_card: "3301**********1234", mobile: "138****0005" },
        is_signed: 0,
        signed_time: null,
      },
    ],
  },
  {
    ep: t.accountSave,
    valid: [personal, company, { ...personal, id: 4, account_name: "阿依古丽·买买提", alipay: "13800000005", is_default: 1 }, { ...personal, alipay: "me@example.com" }],
    invalid: [
      ["personal name in Latin letters", { ...personal, account_name: "Wang Xiaoming" }],
      ["personal name of one character", { ...personal, account_name: "王" }],
      ["dot at the end of a name", { ...personal, account_name: "阿依古丽·" }],
      ["bank account with spaces", { ...personal, bank_account: "6222 0212 0204 1234 567" }],
      ["bank account of 11 digits", { ...personal, bank_account: "62220212020" }],
      ["bank account of 31 digits", { ...personal, bank_account: "6".repeat(31) }],
      ["bank code of 6 digits", { ...personal, bank_code: "102331" }],
      ["alipay neither mobile nor email", { ...personal, alipay: "wang" }],
      ["company name with a semicolon", { ...company, account_name: "西湖糖画;DROP" }],
      ["unknown account type", { ...personal, type: 3 }],
      ["no bank name", { ...personal, bank_name: undefined }],
    ],
    outputs: [{ id: 4 }],
  },
  {
    ep: t.accountDel,
    valid: [{ id: 4 }],
    invalid: [["ids list", { ids: [4] }]],
    outputs: [null],
  },
  {
    ep: t.apply,
    valid: [{ account_id: 4, amount: 500 }, { account_id: 4, amount: "0.01" }, { account_id: 4, amount: 1288.5 }],
    invalid: [
      ["zero", { account_id: 4, amount: 0 }],
      ["negative", { account_id: 4, amount: -5 }],
      ["three decimals", { account_id: 4, amount: 10.001 }],
      ["three decimals as text", { account_id: 4, amount: "10.001" }],
      ["exponent text", { account_id: 4, amount: "1e3" }],
      ["above the per-withdrawal cap", { account_id: 4, amount: 1_000_000.01 }],
      ["not finite", { account_id: 4, amount: Number.POSITIVE_INFINITY }],
      ["no account", { amount: 10 }],
    ],
    outputs: [withdrawal],
  },
  {
    ep: t.withdrawList,
    valid: [{}, { status: 0, page: 1, limit: 20 }],
    invalid: [["unknown status", { status: 5 }]],
    outputs: [{ list: [withdrawal, { ...withdrawal, id: 11, status: 20, pay_time: "2025-05-03 10:00:00" }], total: 2, page: 1, limit: 20 }],
  },
  {
    ep: t.uploadImage,
    valid: [{}],
    invalid: [["JSON fields are not how a file arrives", { file: "data:image/png;base64,AAAA" }]],
    outputs: [{ url: "/uploads/2025/06/9f2c1e.png", size: 2048, type: "png" }, { url: "/uploads/2025/06/ab.jpg" }],
    badOutputs: [["bigger than the upload limit", { url: "/u/a.png", size: UPLOAD_MAX_BYTES + 1 }]],
  },
  {
    ep: t.withdrawInfo,
    valid: [{}, { amount: "100.00" }, { amount: "0.01" }],
    invalid: [["zero", { amount: "0" }], ["three decimals", { amount: "1.005" }], ["above the cap", { amount: "1000000.01" }], ["an exponent", { amount: "1e3" }]],
    outputs: [
      { available: "470.55", frozen: "120.00", fee_per_mille: 6, min_amount: "1.00", max_amount: "1000000.00", open_count: 2, open_max: 5 },
      { available: "470.55", frozen: "120.00", fee_per_mille: 6, min_amount: "1.00", max_amount: "1000000.00", open_count: 2, open_max: 5, amount: "100.00", fee: "0.60", actual_amount: "99.40" },
    ],
  },
  {
    ep: t.withdrawCancel,
    valid: [{ id: 10 }],
    invalid: [["no id", {}], ["a status is the server's", { id: 10, status: 40 }]],
    outputs: [{ ...withdrawal, status: 40 }],
  },
]);

test("tixian: the fee is 0.6 % rounded up to the fen, one rule for the form and the server", () => {
  assert.equal(t.withdrawFeeCents(10_000), 60);
  assert.equal(t.withdrawFeeCents(12_345), 75, "74.07 fen rounds up");
  assert.equal(t.withdrawFeeCents(1), 1);
  assert.equal(t.WITHDRAW_STATUS.CANCELLED, 40);
});

test("tixian: a new account needs its number; an update may leave it out (kept as saved)", () => {
  const card = { type: 1, bank_name: "农行", bank_code: "103331000789", account_name: "陈建国" };
  assert.equal(t.AccountSaveInput.safeParse(card).success, false);
  assert.equal(t.AccountSaveInput.safeParse({ ...card, id: 3 }).success, true);
  assert.equal(t.AccountSaveInput.safeParse({ ...card, bank_account: "6228480012345678912" }).success, true);
});

test("tixian: amounts arrive as numbers rounded to cents", () => {
  assert.equal(t.apply.input.parse({ account_id: 4, amount: "12.5" }).amount, 12.5);
  assert.equal(t.apply.input.parse({ account_id: 4, amount: 0.1 + 0.2 }).amount, 0.3);
});

test("tixian: the upload's multipart field is `file`", () => {
  assert.equal(t.UPLOAD_IMAGE_FIELD, "file");
  assert.match(t.uploadImage.summary, /5 MB/);
});
