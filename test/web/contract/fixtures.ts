/** Realistic `data` rows, shaped like what the production backend sends (strings for money, 0/1 flags). */

export const PNG_1PX =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

export const user = {
  id: 5,
  mobile: "13800000005",
  email: "shop@tanghua.example",
  nickname: "西湖糖画铺",
  avatar: "/mock/avatars/5.svg",
  wx_openid: "",
  create_time: "2025-03-01 10:00:00",
  level_type: 0,
  total_money: "1288.50",
  coins: 20,
};

export const printerInfo = {
  qrcode: "https://tanghua.example/sugar?sn=SIM-0001",
  qrcode_egg: null,
  device_id: 1,
  sn: "SIM-0001",
  is_bind: 1,
  is_manage: 0,
  is_open_game: 1,
  is_second_half: 0,
  is_open_phone_activity: 0,
  ai_price: "2.00",
  coins: 3,
  is_open_weixin_pay: 1,
  locale: { currencySymbol: "¥", currencyName: "元" },
};

export const pattern = {
  id: 101,
  goods_id: 2001,
  goods_type_id: 15,
  name: "小龙",
  image_url: "/mock/patterns/2001.svg",
  image_list: [
    { id: 1, image_url: "/mock/patterns/2001.svg", sell_count: 12 },
    { id: 2, image_url: "/mock/patterns/2001-b.svg", sell_count: 3 },
  ],
  price: "9.90",
  coins_price: 2,
  remark: "龙 生肖 可爱",
  avatar: "/mock/avatars/1.svg",
  nickname: "小糖",
  sell_count: 15,
  create_date: "2025-05-01",
  is_top: 0,
  user_id: 1,
  is_self: 1,
  is_hide: 0,
};

/** A system pattern (type 8): no author. */
export const systemPattern = {
  id: 102,
  goods_id: 8,
  goods_type_id: 8,
  name: "Phoenix",
  image_url: "https://cdn.tanghua.example/p/8.png",
  price: 12,
  coins_price: null,
  remark: null,
  avatar: null,
  nickname: null,
  sell_count: 0,
  create_date: 1746057600,
  is_top: 1,
  user_id: null,
};

export const printOrder = {
  id: 77,
  order_sn: "T202505011200001",
  sn: "SIM-0001",
  goods_id: 2001,
  goods_type_id: 15,
  name: "小龙",
  image_url: "/mock/patterns/2001.svg",
  money: "4.95",
  pay_money: "4.95",
  coins_money: null,
  pay_type: 60,
  coupon_id: 9,
  status: 99,
  status_text: "已完成",
  refund_status: 0,
  create_time: "2025-05-01 12:00:00",
  pay_time: "2025-05-01 12:00:09",
  refund: null,
};

export const coupon = {
  id: 9,
  type: 1,
  name: "半价券",
  status: 0,
  code: null,
  start_time: "2025-05-01 00:00:00",
  end_time: "2025-06-01 00:00:00",
  company_id: 1,
  company_name: "糖画科技",
  sn: null,
  partner: null,
  description: "打印任意图案半价",
  use_time: null,
  order_sn: null,
  create_time: "2025-05-01 09:00:00",
};
