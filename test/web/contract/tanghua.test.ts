/** §7 Tanghua calls: inputs and outputs of web/contract/http/tanghua.ts. */
import {
  aiList,
  applyRefund,
  DRAWING_LIMITS,
  getReminder,
  goodsShare,
  orderInfo,
  paintingPattern,
  PNG_DATA_URL_MAX_CHARS,
  printQueue,
  saveDrawing,
  tanghuaEndpoints,
  textPattern,
  userOrders,
  userUploadImage,
} from "../../../web/contract/http/tanghua.ts";
import { testEndpoints } from "./cases.ts";
import { PNG_1PX, pattern, printOrder } from "./fixtures.ts";

const stroke = { tool: "pen", width: 5, color: "#e27101", points: [[10, 10], [12.5, 14], [20, 30]] };
const eraser = { tool: "eraser", width: 10, points: [[12, 14]] };
const drawing = { sn: "SIM-0001", image: PNG_1PX, strokes: [stroke, eraser], name: "我的小猫" };
const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 24 });

testEndpoints("tanghua", tanghuaEndpoints, [
  {
    ep: printQueue,
    valid: [{ sn: "SIM-0001" }],
    invalid: [["no sn", {}], ["sn array-ish", { sn: "a,b;c" }]],
    outputs: [
      {
        sn: "SIM-0001",
        list: [
          { position: 0, goods_id: 2001, name: "小龙", image_url: "/mock/patterns/2001.svg", nickname: "小*", avatar: null, is_self: 0, order_sn: null, create_time: "2025-05-01 12:00:00" },
          { position: 1, goods_id: 2002, name: "小猫", image_url: null, nickname: "小糖", avatar: "/mock/avatars/1.svg", is_self: 1, order_sn: "T2", create_time: 1746100000 },
        ],
      },
    ],
  },
  {
    ep: userOrders,
    valid: [{}, { status: 99, page: 2, limit: 24 }, { status: 0, sn: "SIM-0001" }, { status: 12 }, { order_sn: "T20250501000001" }],
    invalid: [
      ["status 2 (not a print-order status)", { status: 2 }],
      ["status 20 (a shipment state)", { status: 20 }],
      ["status as words", { status: "paid" }],
      ["unknown key", { user_id: 2 }],
      ["order_sn with a slash", { order_sn: "a/b" }],
    ],
    outputs: [page([printOrder, { ...printOrder, id: 78, status: 30, refund_status: 30, refund: { reason: "没有打印出来", images: [], status: 30, remark: null, create_time: "2025-05-01 13:00:00" } }])],
  },
  {
    ep: orderInfo,
    valid: [{ order_id: 77 }],
    invalid: [["order_id 0", { order_id: 0 }], ["order_sn instead", { order_sn: "T1" }]],
    outputs: [printOrder, { ...printOrder, status: 10, pay_money: null, pay_type: null, coupon_id: null, pay_time: null, status_text: "等待打印" }],
    badOutputs: [["negative status", { ...printOrder, status: -1 }]],
  },
  {
    ep: applyRefund,
    valid: [{ order_id: 77, reason: "糖画断了\n请退款" }, { order_id: 77, reason: "没打印", images: ["/uploads/r1.png", "https://cdn.example/r2.jpg"] }],
    invalid: [
      ["blank reason", { order_id: 77, reason: "  " }],
      ["reason too long", { order_id: 77, reason: "x".repeat(201) }],
      ["seven images", { order_id: 77, reason: "x", images: Array(7).fill("/uploads/r.png") }],
      ["data url image", { order_id: 77, reason: "x", images: [PNG_1PX] }],
      ["reason with a NUL", { order_id: 77, reason: "a\u0000b" }],
    ],
    outputs: [{ ...printOrder, status: 12, refund_status: 10, refund: { reason: "没打印", status: 10, remark: null, create_time: "2025-05-01 13:00:00" } }],
  },
  {
    ep: userUploadImage,
    valid: [{}],
    invalid: [["JSON fields are not how a file arrives", { file: "data:image/png;base64,AAAA" }]],
    outputs: [{ url: "/mock/uploads/9f2c1e.png", size: 2048, type: "png" }, { url: "/uploads/ab.jpg" }],
    badOutputs: [["bigger than the upload limit", { url: "/u/a.png", size: 5 * 1024 * 1024 + 1 }]],
  },
  {
    ep: saveDrawing,
    valid: [drawing, { image: "/uploads/d1.png", strokes: [stroke], canvas: { width: 1080, height: 1080 } }, { ...drawing, is_share: 1 }, { ...drawing, is_share: 0 }],
    invalid: [
      ["jpeg data url", { ...drawing, image: "data:image/jpeg;base64,/9j/4AAQ" }],
      ["not a png inside", { ...drawing, image: "data:image/png;base64,R0lGODlhAQAB" }],
      ["over 5 MB", { ...drawing, image: `data:image/png;base64,iVBORw0KGgo${"A".repeat(PNG_DATA_URL_MAX_CHARS)}` }],
      ["no strokes", { ...drawing, strokes: [] }],
      ["only the eraser", { ...drawing, strokes: [eraser] }],
      ["unknown tool", { ...drawing, strokes: [{ ...stroke, tool: "brush" }] }],
      ["width 0", { ...drawing, strokes: [{ ...stroke, width: 0 }] }],
      ["named colour", { ...drawing, strokes: [{ ...stroke, color: "red" }] }],
      ["3-number point", { ...drawing, strokes: [{ ...stroke, points: [[1, 2, 3]] }] }],
      ["negative coordinate", { ...drawing, strokes: [{ ...stroke, points: [[-1, 2]] }] }],
      ["too many strokes", { ...drawing, strokes: Array(DRAWING_LIMITS.maxStrokes + 1).fill(stroke) }],
      [
        "too many points in all",
        { ...drawing, strokes: Array(11).fill({ ...stroke, points: Array(DRAWING_LIMITS.maxPointsPerStroke).fill([1, 1]) }) },
      ],
      ["unknown stroke key", { ...drawing, strokes: [{ ...stroke, pressure: 1 }] }],
      ["unknown key", { ...drawing, user_id: 1 }],
      ["share as a word", { ...drawing, is_share: "yes" }],
      ["share 2", { ...drawing, is_share: 2 }],
    ],
    outputs: [{ goods_id: 3001, image_url: "/uploads/goods-3001.png" }],
  },
  {
    ep: goodsShare,
    valid: [{ sn: "SIM-0001", goods_id: 3001, is_share: 1 }, { sn: "SIM-0001", goods_id: 3001, is_share: 0 }],
    invalid: [
      ["no choice", { sn: "SIM-0001", goods_id: 3001 }],
      ["share true", { sn: "SIM-0001", goods_id: 3001, is_share: true }],
      ["no goods", { sn: "SIM-0001", is_share: 1 }],
      ["someone's user id", { sn: "SIM-0001", goods_id: 3001, is_share: 1, user_id: 2 }],
    ],
    outputs: [{ ...pattern, is_share: 1, is_candidate: 0 }, { ...pattern, is_share: 0 }],
    badOutputs: [["share as a word", { ...pattern, is_share: "yes" }]],
  },
  {
    ep: paintingPattern,
    valid: [{ sn: "SIM-0001", prompt: "一只在月亮上的兔子" }, { sn: "SIM-0001", prompt: "dragon", style: "cartoon" }],
    invalid: [
      ["no prompt", { sn: "SIM-0001" }],
      ["prompt too long", { sn: "SIM-0001", prompt: "龙".repeat(101) }],
      ["unknown style", { sn: "SIM-0001", prompt: "x", style: "oil" }],
    ],
    outputs: [{ list: [{ ...pattern, goods_type_id: 14 }] }],
  },
  {
    ep: textPattern,
    valid: [{ sn: "SIM-0001", text: "福" }, { sn: "SIM-0001", text: "生日快乐", font: "kai" }],
    invalid: [
      ["text too long", { sn: "SIM-0001", text: "一二三四五六七八九十十一十二十三" }],
      ["empty text", { sn: "SIM-0001", text: "" }],
      ["unknown font", { sn: "SIM-0001", text: "福", font: "comic" }],
    ],
    outputs: [{ ...pattern, name: "福" }],
  },
  {
    ep: aiList,
    valid: [{ sn: "SIM-0001", goods_type_id: 14 }, { sn: "SIM-0001", goods_type_id: 15, type: "self", page: 3, limit: 24 }],
    invalid: [
      ["no goods type", { sn: "SIM-0001" }],
      ["goods type 17", { sn: "SIM-0001", goods_type_id: 17 }],
      ["type all", { sn: "SIM-0001", goods_type_id: 14, type: "all" }],
    ],
    outputs: [page([pattern])],
  },
  {
    ep: getReminder,
    valid: [{ print_goods_type_id: 16 }],
    invalid: [["goods type 1", { print_goods_type_id: 1 }], ["no type", {}]],
    outputs: [{ print_goods_type_id: 16, title: "温馨提示", content: "照片打印约需 3 分钟，请耐心等待。", is_show: 1 }],
  },
]);
