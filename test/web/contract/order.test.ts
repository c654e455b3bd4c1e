/** §7 Order calls: inputs and outputs of web/contract/http/order.ts. */
import { buyUp, cancelOrder, isPay, makeOrder, moniMakeOrder, orderEndpoints, payOrder } from "../../../web/contract/http/order.ts";
import { testEndpoints } from "./cases.ts";

const make = { target_id: 2001, target_type: "goods", print_param: { sn: "SIM-0001", type: "sugar" } };
const jsapi = {
  appId: "wx0000000000000000",
  timeStamp: "1746100000",
  nonceStr: "5K8264ILTKCH16CQ2502SI8ZNMTM67VS",
  package: "prepay_id=wx201410272009395522657a690389285100",
  signType: "RSA",
  paySign: "oR9d8PuhnIc+YZ8cBHFCwfgpaK9gd7vaRvkYD7rthRAZ/X+QBhcCYL21N7cHCTUxbQ+EAt6Uy+lwSN22f5YZvI45MLko8Pfso0jm46v5hqcVwrk6uddkGuT+Cdvu4WBqDzaDjnNa5UK3GfE1Wfl2gHxIIY5lLdUgWFts17D4WuolLLkiFZV+JSHMvH7eaLdT9N5GBovBwu5yYKUR7skR8Fu+LozcSqQixnlEZUfyE55feLOQTUYzLmR9pNtPbPsu6WVhbNHMS3Ss2+AehHvz+n64GDmXxbX++IOBvm2olHu3PsOUGRwhudhVf7UcGcunXt8cqNjKNqZLhLw4jq/xDg==",
};

testEndpoints("order", orderEndpoints, [
  {
    ep: makeOrder,
    valid: [make, { ...make, print_param: { sn: "EGG-0001", type: "egg" } }],
    invalid: [
      ["unknown target type", { ...make, target_type: "coupon" }],
      ["money sent by the client", { ...make, money: "0.01" }],
      ["print_param without type", { ...make, print_param: { sn: "SIM-0001" } }],
      ["unknown print_param key", { ...make, print_param: { sn: "SIM-0001", type: "sugar", speed: 9 } }],
      ["target_id 0", { ...make, target_id: 0 }],
    ],
    outputs: [{ sn: "T202505011200001", money: "9.90", coins_money: 2 }, { sn: "T2", money: 0 }, { sn: "T3", money: "1.00", expire_time: 1746100900 }],
    badOutputs: [["empty sn", { sn: "", money: "1" }]],
  },
  {
    ep: moniMakeOrder,
    valid: [{ sn: "SIM-0001", goods_id: 2001 }],
    invalid: [["no goods_id", { sn: "SIM-0001" }], ["money", { sn: "SIM-0001", goods_id: 1, money: 0 }]],
    outputs: [{ sn: "M202505011200001", money: "0.00", coins_money: null }],
  },
  {
    ep: payOrder,
    valid: [
      { sn: "T202505011200001", pay_type: 60 },
      { sn: "T202505011200001", pay_type: 10 },
      { sn: "T202505011200001", pay_type: 61, coupon_id: 9 },
      { sn: "T202505011200001", pay_type: 30, coupon_id: 10 },
      { sn: "T202505011200001", pay_type: 70 },
    ],
    invalid: [
      ["pay type 20 (unused)", { sn: "T1", pay_type: 20 }],
      ["pay type 40", { sn: "T1", pay_type: 40 }],
      ["pay type as a string", { sn: "T1", pay_type: "60" }],
      ["coupon with coins", { sn: "T1", pay_type: 70, coupon_id: 9 }],
      ["coupon_id 0", { sn: "T1", pay_type: 30, coupon_id: 0 }],
      ["unknown key", { sn: "T1", pay_type: 30, money: "0.00" }],
    ],
    outputs: [
      jsapi,
      { ...jsapi, signType: "MD5", paySign: "C380BEC2BFD727A4B6845133519F3AD6" },
      { pay_data: "weixin://wxpay/bizpayurl?pr=QaBcDeF" },
      { is_pay: true, order_sn: "T202505011200001" },
      { is_pay: 1 },
    ],
    badOutputs: [
      ["package without prepay_id", { ...jsapi, package: "Sign=WXPay", pay_data: undefined }],
      ["an https pay_data", { pay_data: "https://evil.example/pay" }],
      ["not paid", { is_pay: false }],
    ],
  },
  {
    ep: isPay,
    valid: [{ order_sn: "T202505011200001" }],
    invalid: [["no order_sn", {}], ["order_sn with a space", { order_sn: "T 1" }], ["sn instead", { sn: "T1" }]],
    outputs: [{ is_pay: true }, { is_pay: false }, { is_pay: 0 }, { is_pay: 1 }],
    badOutputs: [["is_pay as a string", { is_pay: "1" }]],
  },
  {
    ep: buyUp,
    valid: [{ money: 50 }, { money: 0.01 }, { money: 19.99 }, { money: 5000 }],
    invalid: [
      ["zero", { money: 0 }],
      ["over the cap", { money: 5000.01 }],
      ["a fraction of a cent", { money: 1.005 }],
      ["money as a string", { money: "50.00" }],
      ["pay_type in the body", { money: 50, pay_type: 30 }],
    ],
    outputs: [{ sn: "R202505011200001", money: "50.00" }],
  },
  {
    ep: cancelOrder,
    valid: [{ order_sn: "T202505011200001" }],
    invalid: [["no order_sn", {}], ["sn instead", { sn: "T1" }], ["unknown key", { order_sn: "T1", reason: "x" }]],
    outputs: [{ order_sn: "T202505011200001", status: 90 }],
    badOutputs: [["still unpaid", { order_sn: "T1", status: 0 }]],
  },
]);
