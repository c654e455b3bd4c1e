/** §7 Weixin/e-sign calls: inputs and outputs of web/contract/http/weixin.ts. */
import { esignGetUrl, esignInfo, jsConfig, weixinEndpoints, weixinUnbind } from "../../../web/contract/http/weixin.ts";
import { testEndpoints } from "./cases.ts";
import { user } from "./fixtures.ts";

testEndpoints("weixin", weixinEndpoints, [
  {
    ep: jsConfig,
    valid: [{ url: "https://tanghua.example/sugar?sn=SIM-0001" }, { url: "http://127.0.0.1:8080/pay/weixin", appid: "wx0000000000000000" }],
    invalid: [
      ["a #fragment", { url: "https://tanghua.example/sugar#top" }],
      ["javascript url", { url: "javascript:alert(1)" }],
      ["bad appid", { url: "https://tanghua.example/", appid: "wxNOPE" }],
      ["no url", {}],
      ["url too long", { url: `https://tanghua.example/${"a".repeat(1100)}` }],
    ],
    outputs: [
      { appId: "wx0000000000000000", timestamp: 1746100000, nonceStr: "Wm3WZYTPz0wzccnW", signature: "0f9de62fce790f9a083d5c99e95740ceb90c27ed" },
      { appId: "wx0000000000000000", timestamp: "1746100000", nonceStr: "n", signature: "s", jsApiList: ["scanQRCode", "chooseWXPay"] },
    ],
    badOutputs: [["timestamp as words", { appId: "wx", timestamp: "now", nonceStr: "n", signature: "s" }]],
  },
  {
    ep: weixinUnbind,
    valid: [{}],
    invalid: [["a body", { openid: "oWx" }]],
    outputs: [{ ...user, wx_openid: null }],
  },
  {
    ep: esignGetUrl,
    valid: [
      { type: "withdraw", withdraw_id: 5 },
      { type: "withdraw", withdraw_id: 5, redirect_url: "https://tanghua.example/admin/user/withdraw-sign?id=5" },
      { type: "withdraw", withdraw_id: 5, redirect_url: "/admin/user/withdraw-sign?id=5" },
    ],
    invalid: [
      ["no withdrawal named", { type: "withdraw" }],
      ["unknown contract type", { type: "loan", withdraw_id: 5 }],
      ["non-http redirect", { type: "withdraw", withdraw_id: 5, redirect_url: "javascript:alert(1)" }],
      ["a scheme-relative redirect", { type: "withdraw", withdraw_id: 5, redirect_url: "//evil.example/x" }],
      ["unknown key", { type: "withdraw", withdraw_id: 5, user_id: 3 }],
    ],
    outputs: [{ url: "https://esign.example/sign/abc", flow_id: "f-123", expire_time: "2025-05-02 12:00:00", withdraw_id: 5 }],
    badOutputs: [["a javascript: signing url", { url: "javascript:alert(1)", flow_id: null }]],
  },
  {
    ep: esignInfo,
    valid: [{ type: "withdraw" }, { type: "withdraw", withdraw_id: 5 }],
    invalid: [["no type", {}], ["unknown type", { type: "x" }]],
    outputs: [
      { type: "withdraw", status: 2, flow_id: "f-123", signer_name: "张三", file_url: "/mock/esign/f-123.pdf", sign_time: "2025-05-01 10:00:00" },
      { type: "withdraw", status: 0, flow_id: null, signer_name: null, file_url: null, sign_time: null },
    ],
    badOutputs: [["negative status", { type: "withdraw", status: -1 }]],
  },
]);
