/** §7 Default calls: inputs and outputs of web/contract/http/default.ts. */
import { articleList, config, defaultEndpoints, district, rank } from "../../../web/contract/http/default.ts";
import { testEndpoints } from "./cases.ts";

testEndpoints("default", defaultEndpoints, [
  {
    ep: district,
    valid: [{ level: 1 }, { level: 2, parent_id: 33 }, { level: 3, parent_id: 3301 }],
    invalid: [
      ["level 4", { level: 4 }],
      ["level 2 without parent", { level: 2 }],
      ["level 1 with a parent", { level: 1, parent_id: 1 }],
      ["parent_id 0", { level: 2, parent_id: 0 }],
      ["level as words", { level: "province" }],
      ["unknown key", { level: 1, all: 1 }],
    ],
    outputs: [
      [
        { id: 33, name: "浙江省", parent_id: 0, level: 1 },
        { id: 31, name: "上海市", parent_id: 0, level: 1 },
      ],
      [],
    ],
    badOutputs: [["level 0", [{ id: 1, name: "x", parent_id: 0, level: 0 }]]],
  },
  {
    ep: config,
    valid: [{}],
    invalid: [["unknown query", { x: "1" }]],
    outputs: [{ cash_back: 1, popup_probability: 0.3, kefu_phone: "400-826-7788", wechat_app_id: "wx0000000000000000" }],
    badOutputs: [["probability above 1", { cash_back: 1, popup_probability: 1.5 }]],
  },
  {
    ep: articleList,
    valid: [{}, { type: "privacy" }, { type: "help", page: 2, limit: 10 }],
    invalid: [
      ["unknown type", { type: "blog" }],
      ["limit above 100", { limit: 101 }],
      ["page 0", { page: 0 }],
      ["unknown key", { keyword: "x" }],
    ],
    outputs: [
      {
        list: [{ id: 1, type: "agreement", title: "用户协议", content: "<h1>用户协议</h1><p>…</p>", create_time: "2025-01-01 00:00:00" }],
        total: 1,
        page: 1,
        limit: 20,
      },
    ],
    badOutputs: [["no total", { list: [], page: 1, limit: 20 }]],
  },
  {
    ep: rank,
    valid: [{}, { type: "user", period: "month", sn: "SIM-0001", limit: 50 }],
    invalid: [
      ["unknown period", { period: "year" }],
      ["limit 0", { limit: 0 }],
      ["limit not whole", { limit: 2.5 }],
      ["sn with a space", { sn: "SIM 0001" }],
    ],
    outputs: [
      {
        type: "goods",
        period: "week",
        list: [{ rank: 1, id: 2001, name: "小龙", image_url: "/mock/patterns/2001.svg", avatar: null, nickname: "小糖", count: 42 }],
      },
    ],
    badOutputs: [["rank 0", { type: "goods", period: "week", list: [{ rank: 0, id: 1, name: "x", count: 1 }] }]],
  },
]);
