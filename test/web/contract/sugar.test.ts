/** §7 Sugar calls and pattern actions: inputs and outputs of web/contract/http/sugar.ts. */
import {
  activityList,
  deviceSn,
  patternAction,
  patternCancelTop,
  patternInfo,
  patternList,
  patternTop,
  printerInfo,
  sugarEndpoints,
  sugarIndex,
} from "../../../web/contract/http/sugar.ts";
import { testEndpoints } from "./cases.ts";
import { pattern, printerInfo as printer, systemPattern } from "./fixtures.ts";

const state = { goods_id: 2001, is_top: 1, is_hide: 0, is_delete: 0 };

testEndpoints("sugar", sugarEndpoints, [
  {
    ep: printerInfo,
    valid: [{ sn: "SIM-0001" }],
    invalid: [["no sn", {}], ["sn with a quote", { sn: "SIM'0001" }], ["unknown key", { sn: "SIM-0001", id: 1 }]],
    outputs: [printer, { ...printer, locale: null, qrcode_egg: "https://tanghua.example/egg?sn=EGG-0001", coins: 0 }],
    badOutputs: [
      ["flag 2", { ...printer, is_open_weixin_pay: 2 }],
      ["negative coins", { ...printer, coins: -1 }],
    ],
  },
  {
    ep: deviceSn,
    valid: [{ sn: "EGG-0001" }],
    invalid: [["empty sn", { sn: "" }]],
    outputs: [printer],
  },
  {
    ep: sugarIndex,
    valid: [{ sn: "SIM-0001" }],
    invalid: [["no sn", {}]],
    outputs: [
      {
        banners: [{ id: 1, image_url: "/mock/banners/1.svg", title: "五一活动", link_url: "/sugar/ranking?sn=SIM-0001" }],
        goods_types: [{ id: 15, name: "糖画" }, { id: 14, name: "AI 绘画" }],
        self_count: 3,
        notice: null,
      },
    ],
  },
  {
    ep: patternList,
    valid: [{ sn: "SIM-0001" }, { sn: "SIM-0001", goods_type_id: 15, type: "self", page: 2, limit: 24 }, { sn: "SIM-0001", keyword: "龙" }],
    invalid: [
      ["goods type 99", { sn: "SIM-0001", goods_type_id: 99 }],
      ["type other than self", { sn: "SIM-0001", type: "all" }],
      ["limit 1000", { sn: "SIM-0001", limit: 1000 }],
      ["keyword too long", { sn: "SIM-0001", keyword: "x".repeat(33) }],
      ["unknown key", { sn: "SIM-0001", user_id: 1 }],
    ],
    outputs: [{ list: [pattern, systemPattern], total: 2, page: 1, limit: 20 }],
    badOutputs: [["pattern without goods_id", { list: [{ ...pattern, goods_id: undefined }], total: 1, page: 1, limit: 20 }]],
  },
  {
    ep: patternInfo,
    valid: [{ goods_id: 2001, sn: "SIM-0001" }],
    invalid: [["goods_id -1", { goods_id: -1, sn: "SIM-0001" }], ["no sn", { goods_id: 2001 }], ["id instead", { id: 1, sn: "SIM-0001" }]],
    outputs: [pattern, systemPattern],
    badOutputs: [["price as words", { ...pattern, price: "free" }]],
  },
  {
    ep: activityList,
    valid: [{ sn: "SIM-0001", page: 1 }],
    invalid: [["page 0", { sn: "SIM-0001", page: 0 }]],
    outputs: [
      {
        list: [
          {
            id: 1,
            type: "post",
            title: "发朋友圈集 20 个赞",
            description: "截图上传，商家审核后返现",
            image_url: null,
            cash_back: "1.00",
            like_count: 20,
            start_time: "2025-05-01 00:00:00",
            end_time: "2025-05-31 23:59:59",
            is_join: 0,
          },
        ],
        total: 1,
        page: 1,
        limit: 20,
      },
    ],
  },
  {
    ep: patternTop,
    valid: [{ goods_id: 2001, sn: "SIM-0001" }],
    invalid: [["goods_id as a string", { goods_id: "2001", sn: "SIM-0001" }], ["unknown key", { goods_id: 1, sn: "SIM-0001", top: 1 }]],
    outputs: [state],
  },
  {
    ep: patternCancelTop,
    valid: [{ goods_id: 2001, sn: "SIM-0001" }],
    invalid: [["no goods_id", { sn: "SIM-0001" }]],
    outputs: [{ ...state, is_top: 0 }],
  },
  {
    ep: patternAction,
    valid: [
      { action: "hide", goods_id: 2001, sn: "SIM-0001" },
      { action: "top", goods_id: 2001, sn: "SIM-0001" },
      { action: "delete", goods_id: 2001, sn: "SIM-0001" },
    ],
    invalid: [
      ["unknown action", { action: "ban", goods_id: 2001, sn: "SIM-0001" }],
      ["no action", { goods_id: 2001, sn: "SIM-0001" }],
      ["level_type smuggled in", { action: "hide", goods_id: 2001, sn: "SIM-0001", level_type: 1 }],
    ],
    outputs: [{ ...state, is_delete: 1 }],
  },
]);
