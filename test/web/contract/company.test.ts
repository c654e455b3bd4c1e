/** §7 Device/company calls: inputs and outputs of web/contract/http/company.ts. */
import {
  companyEndpoints,
  companyInfo,
  companyInvitationCancel,
  companyInvitationList,
  companyManageAdd,
  companyManageRemove,
  companyUpdate,
  companyUsers,
  invitationAccept,
  invitationDecline,
  myInvitations,
  sendOrder,
} from "../../../web/contract/http/company.ts";
import { testEndpoints } from "./cases.ts";

const invitation = {
  id: 3,
  company_id: 1,
  mobile: "13800000002",
  user_id: 2,
  nickname: "李特权",
  status: "pending",
  inviter: { id: 5, nickname: "陈店长" },
  create_time: 1768200000,
  expire_time: 1768804800,
  answer_time: null,
};

const operator = {
  user_id: 7,
  nickname: "店员小王",
  avatar: "/mock/avatars/7.svg",
  mobile: "13800000007",
  role: "operator",
  create_time: "2025-04-01 09:00:00",
};

testEndpoints("company", companyEndpoints, [
  {
    ep: sendOrder,
    valid: [{ sn: "SIM-0001", order_sn: "T202505011200001" }],
    invalid: [
      ["goods_id instead of order_sn", { sn: "SIM-0001", goods_id: 2001 }],
      ["order_sn with a slash", { sn: "SIM-0001", order_sn: "../T1" }],
      ["empty sn", { sn: "", order_sn: "T1" }],
      ["sn too long", { sn: "S".repeat(65), order_sn: "T1" }],
    ],
    outputs: [{ sn: "SIM-0001", order_sn: "T202505011200001", queue_position: 2 }],
    badOutputs: [["negative position", { sn: "SIM-0001", order_sn: "T1", queue_position: -1 }]],
  },
  {
    ep: companyInfo,
    valid: [{}],
    invalid: [["unknown query", { id: "2" }]],
    outputs: [{ id: 1, name: "糖画科技", logo_url: "/mock/logo.svg" }, { name: null, logo_url: null }],
  },
  {
    ep: companyUpdate,
    valid: [{ name: "西湖糖画铺" }, { logo_url: "/uploads/logo-ab12.png" }, { name: "Lakeside Sugar", logo_url: "https://cdn.example/l.png" }],
    invalid: [
      ["nothing to change", {}],
      ["blank name", { name: "   " }],
      ["name too long", { name: "糖".repeat(51) }],
      ["name with a newline", { name: "a\nb" }],
      ["protocol-relative logo", { logo_url: "//evil.example/x.png" }],
      ["unknown key", { name: "x", owner_id: 1 }],
    ],
    outputs: [{ id: 2, name: "西湖糖画铺", logo_url: "/uploads/logo-ab12.png" }],
  },
  {
    ep: companyUsers,
    valid: [{}, { page: 1, limit: 50 }],
    invalid: [["limit 500", { limit: 500 }], ["unknown key", { company_id: 3 }]],
    outputs: [{ list: [{ ...operator, role: "owner", user_id: 5 }, operator], total: 2, page: 1, limit: 20 }],
    badOutputs: [["unknown role", { list: [{ ...operator, role: "boss" }], total: 1, page: 1, limit: 20 }]],
  },
  {
    ep: companyManageAdd,
    valid: [{ mobile: "13800000007" }, { user_id: 7 }],
    invalid: [
      ["both", { mobile: "13800000007", user_id: 7 }],
      ["neither", {}],
      ["user_id 0", { user_id: 0 }],
      ["user_id as a string", { user_id: "7" }],
    ],
    outputs: [invitation, { ...invitation, user_id: null, nickname: null, mobile: "13800000088" }],
    badOutputs: [["an operator instead of an invitation", operator], ["unknown status", { ...invitation, status: "maybe" }]],
  },
  {
    ep: companyInvitationList,
    valid: [{}, { status: "pending", page: 1, limit: 20 }],
    invalid: [["unknown status", { status: "waiting" }], ["company id", { company_id: 2 }]],
    outputs: [{ list: [invitation, { ...invitation, id: 2, status: "declined", answer_time: 1768300000 }], total: 2, page: 1, limit: 20 }],
  },
  {
    ep: companyInvitationCancel,
    valid: [{ id: 3 }],
    invalid: [["no id", {}], ["id as text", { id: "3" }]],
    outputs: [{ ...invitation, status: "cancelled", answer_time: 1768300000 }],
  },
  {
    ep: myInvitations,
    valid: [{}],
    invalid: [["a user id", { user_id: 2 }]],
    outputs: [{ list: [{ id: 3, company: { id: 1, name: "糖画科技", logo_url: "/mock/logo.svg" }, inviter: { nickname: "陈店长", avatar: null }, create_time: 1768200000, expire_time: 1768804800 }] }, { list: [] }],
    badOutputs: [["no company", { list: [{ id: 3, create_time: 1, expire_time: 2 }] }]],
  },
  {
    ep: invitationAccept,
    valid: [{ id: 3 }],
    invalid: [["no id", {}], ["a company id", { id: 3, company_id: 1 }]],
    outputs: [{ id: 1, name: "糖画科技", logo_url: "/mock/logo.svg" }],
  },
  {
    ep: invitationDecline,
    valid: [{ id: 3 }],
    invalid: [["negative id", { id: -3 }]],
    outputs: [null],
  },
  {
    ep: companyManageRemove,
    valid: [{ user_id: 7 }],
    invalid: [["mobile instead", { mobile: "13800000007" }], ["fractional id", { user_id: 7.5 }]],
    outputs: [null],
  },
]);
