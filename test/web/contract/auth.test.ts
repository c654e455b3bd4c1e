/** §7 Auth/user calls: inputs and outputs of web/contract/http/auth.ts. */
import { authEndpoints, bindAccount, login, logout, sendCode, userInfo } from "../../../web/contract/http/auth.ts";
import { testEndpoints } from "./cases.ts";
import { user } from "./fixtures.ts";

testEndpoints("auth", authEndpoints, [
  {
    ep: sendCode,
    valid: [{ mobile: "13800000001" }, { email: "a@b.example", scene: "bind" }],
    invalid: [
      ["both mobile and email", { mobile: "13800000001", email: "a@b.example" }],
      ["neither", {}],
      ["not a mainland mobile", { mobile: "12800000001" }],
      ["unknown scene", { mobile: "13800000001", scene: "reset" }],
      ["unknown key", { mobile: "13800000001", level_type: 7 }],
    ],
    outputs: [{ retry_after: 60 }],
  },
  {
    ep: login,
    valid: [{ mobile: "13800000001", code: "123456" }, { email: "a@b.example", code: "000000" }, { wx_code: "071abcDEF" }],
    invalid: [
      ["code of 5 digits", { mobile: "13800000001", code: "12345" }],
      ["wx_code mixed with a code", { wx_code: "x", mobile: "13800000001", code: "123456" }],
      ["no code", { mobile: "13800000001" }],
      ["code as a number", { mobile: "13800000001", code: 123456 }],
    ],
    outputs: [{ access_token: "tok_abc", expires_in: 2592000 }],
    badOutputs: [["empty token", { access_token: "" }]],
  },
  {
    ep: logout,
    valid: [{}],
    invalid: [["a body", { token: "x" }]],
    outputs: [null, {}],
  },
  {
    ep: bindAccount,
    valid: [{ mobile: "13900000009", code: "654321" }],
    invalid: [
      ["missing code", { mobile: "13900000009" }],
      ["unknown key", { mobile: "13900000009", code: "654321", id: 1 }],
    ],
    outputs: [user],
  },
  {
    ep: userInfo,
    valid: [{}],
    invalid: [["unknown query", { id: "1" }]],
    outputs: [
      user,
      { ...user, mobile: null, email: null, wx_openid: "oWx123", total_money: 0, coins: undefined },
      { ...user, company: { id: 1, name: "糖画科技", role: "owner" } },
      { ...user, company: null },
    ],
    badOutputs: [
      ["id 0", { ...user, id: 0 }],
      ["money as words", { ...user, total_money: "ten" }],
      ["a company without an id", { ...user, company: { name: "x", role: "owner" } }],
    ],
  },
]);
