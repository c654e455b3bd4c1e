/**
 * Every route of §2 and a typed builder for its href (CONVENTIONS 3): components link with
 * `paths.sugar.waiting({ sn, order_sn })`, never by concatenating strings.
 */
type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** A route without required query: `page()` or `page({ sn })`. */
const page =
  <Q extends Query = Query>(path: string) =>
  (query?: Q) =>
    withQuery(path, query);

type Sn = { sn?: string };
type Id = { id?: string | number };

export const paths = {
  home: page("/"),
  login: page<{ redirect?: string }>("/login"),
  sugarLogin: page<{ redirect?: string }>("/sugar-login"),
  forbidden: page("/403"),
  serverError: page<{ error_page?: string }>("/500"),
  about: page("/about"),
  join: page("/join"),
  agreement: page("/agreement"),
  privacy: page("/privacy"),
  logout: page("/logout"),
  dev: page("/dev"),
  photoRefund: page<{ order_sn?: string }>("/photo-refund"),
  pay: {
    index: page("/pay"),
    weixin: page<{ returnUrl?: string; orderSn?: string; payType?: number }>("/pay/weixin"),
    photo: page<{ orderSn?: string }>("/pay/photo"),
    test: page("/pay/test"),
  },
  lottery: {
    index: page("/lottery"),
    record: page("/lottery/record"),
    address: page<{ record_id?: number }>("/lottery/address"),
    addressForm: page<Id & { record_id?: number }>("/lottery/address-form"),
  },
  screen: {
    index: page("/screen"),
    photo: page<Sn>("/screen/photo"),
    photoView: page<Sn & Id>("/screen/photo-view"),
    bind: page<Sn>("/screen/bind"),
  },
  help: {
    index: page("/help"),
    userGuide: page("/help/user-guide"),
  },
  sugar: {
    index: page<Sn & { goods_id?: string | number; tab?: "draw" | "mine" }>("/sugar"),
    list: page<Sn>("/sugar/list"),
    waiting: page<Sn & { order_sn?: string; pay_success?: 1; game_status?: 0 | 1 | 2 }>("/sugar/waiting"),
    user: page<Sn>("/sugar/user"),
    order: page<Sn>("/sugar/order"),
    orderInfo: page<Sn & { order_id?: string | number }>("/sugar/order-info"),
    orderRefund: page<Sn & { order_id?: string | number }>("/sugar/order-refund"),
    orderActivity: page<Sn & { order_id?: string | number }>("/sugar/order-activity"),
    aiDrawing: page<Sn>("/sugar/ai-drawing"),
    debug: page<Sn>("/sugar/debug"),
    protect: page<Sn>("/sugar/protect"),
    ranking: page<Sn>("/sugar/ranking"),
    drawing: {
      index: page<Sn>("/sugar/drawing"),
      list: page<Sn>("/sugar/drawing/list"),
      history: page<Sn>("/sugar/drawing/history"),
    },
    photo: {
      index: page<Sn>("/sugar/photo"),
      list: page<Sn>("/sugar/photo/list"),
      history: page<Sn>("/sugar/photo/history"),
    },
  },
  photo: {
    index: page<{ type?: number }>("/photo"),
    ai: {
      index: page<{ type?: number; tab?: string }>("/photo/ai"),
      create: page<{ type?: number }>("/photo/ai/create"),
      history: page<{ type?: number }>("/photo/ai/history"),
      collect: page<{ type?: number }>("/photo/ai/collect"),
      idea: page<{ type?: number }>("/photo/ai/idea"),
      drawing: page<{ type?: number; id?: number }>("/photo/ai/drawing"),
    },
    sign: page("/photo/sign"),
    invite: page("/photo/invite"),
    points: page("/photo/points"),
  },
  user: {
    index: page("/user"),
    bind: page("/user/bind"),
    address: page("/user/address"),
    addressForm: page<Id>("/user/address-form"),
    coupon: page<{ status?: number }>("/user/coupon"),
    partnerCoupon: page("/user/partner-coupon"),
    partnerCouponDetail: page<Id>("/user/partner-coupon-detail"),
    couponDetail: page<Id>("/user/coupon-detail"),
    getCoupon: page<Id>("/user/get-coupon"),
  },
  admin: {
    index: page("/admin"),
    activity: {
      index: page("/admin/activity"),
      weixinConfig: page("/admin/activity/weixin-config"),
      form: page<Id>("/admin/activity/form"),
      detail: page<Id>("/admin/activity/detail"),
      record: page<Id>("/admin/activity/record"),
      recordDetail: page<Id>("/admin/activity/record-detail"),
      ticket: page<Id>("/admin/activity/ticket"),
    },
    coupon: {
      index: page("/admin/coupon"),
      form: page<Id>("/admin/coupon/form"),
      detail: page<Id>("/admin/coupon/detail"),
    },
    shop: {
      index: page("/admin/shop"),
      detail: page<Id>("/admin/shop/detail"),
      form: page<Id>("/admin/shop/form"),
      deviceForm: page<Id>("/admin/shop/device-form"),
      deviceSellForm: page<Id>("/admin/shop/device-sell-form"),
      deviceOrder: page("/admin/shop/device-order"),
      deviceShip: page<Id>("/admin/shop/device-ship"),
      sugarList: page<Sn>("/admin/shop/sugar-list"),
      sugarForm: page<Id>("/admin/shop/sugar-form"),
      settings: page("/admin/shop/settings"),
      photoList: page("/admin/shop/photo-list"),
      photoTemplate: page("/admin/shop/photo-template"),
      photoFrame: page("/admin/shop/photo-frame"),
      photoWatermark: page("/admin/shop/photo-watermark"),
      contact: page("/admin/shop/contact"),
    },
    store: {
      index: page<{ type?: StoreType }>("/admin/store"),
      goodsInfo: page<{ type?: StoreType; id?: string | number }>("/admin/store/goods-info"),
      cart: page<{ type?: StoreType }>("/admin/store/cart"),
      checkout: page<{ type?: StoreType }>("/admin/store/checkout"),
      order: page<{ type?: StoreType }>("/admin/store/order"),
      orderInfo: page<{ type?: StoreType; id?: string | number }>("/admin/store/order-info"),
    },
    user: {
      index: page("/admin/user"),
      bankCard: page("/admin/user/bank-card"),
      bankCardForm: page<Id>("/admin/user/bank-card-form"),
      bankCardDetail: page<Id>("/admin/user/bank-card-detail"),
      withdrawForm: page("/admin/user/withdraw-form"),
      income: page("/admin/user/income"),
      coinIncome: page("/admin/user/coin-income"),
      withdraw: page("/admin/user/withdraw"),
      withdrawSign: page("/admin/user/withdraw-sign"),
      invite: page("/admin/user/invite"),
      inviteList: page("/admin/user/invite-list"),
      inviteShare: page("/admin/user/invite-share"),
      downloadRecord: page("/admin/user/download-record"),
    },
    x: {
      index: page("/admin/x"),
      settings: page("/admin/x/settings"),
      deviceOrder: page("/admin/x/device-order"),
      deviceRefund: page("/admin/x/device-refund"),
      deviceShip: page<Id>("/admin/x/device-ship"),
      shop: page("/admin/x/shop"),
      shopActivity: page("/admin/x/shop-activity"),
      shopActivityDetail: page<Id>("/admin/x/shop-activity-detail"),
      materialOrder: page("/admin/x/material-order"),
      materialShip: page<Id>("/admin/x/material-ship"),
      userList: page("/admin/x/user-list"),
      adminUserList: page("/admin/x/admin-user-list"),
      photoRefund: page("/admin/x/photo-refund"),
      sugarRefund: page("/admin/x/sugar-refund"),
      photoFrame: page("/admin/x/photo-frame"),
    },
    dashboard: {
      index: page("/admin/dashboard"),
      deviceError: page("/admin/dashboard/device-error"),
      materialRank: page("/admin/dashboard/material-rank"),
    },
    device: {
      index: page("/admin/device"),
      detail: page<Id & Sn>("/admin/device/detail"),
      form: page<Id>("/admin/device/form"),
      bind: page<Sn>("/admin/device/bind"),
    },
    order: {
      index: page("/admin/order"),
      detail: page<Id>("/admin/order/detail"),
      refund: page<Id>("/admin/order/refund"),
    },
    photoDevice: {
      index: page("/admin/photo-device"),
      form: page<Id>("/admin/photo-device/form"),
      manage: page<Id>("/admin/photo-device/manage"),
      detail: page<Id>("/admin/photo-device/detail"),
    },
    photoOrder: {
      index: page("/admin/photo-order"),
      detail: page<Id>("/admin/photo-order/detail"),
      refund: page<Id>("/admin/photo-order/refund"),
    },
  },
} as const;

/** §2: /admin/store takes type=material or toy_fittings. */
export type StoreType = "material" | "toy_fittings";

/** Every concrete route path of §2, for the route table test and the not-found check. */
export function allRoutePaths(): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === "function") out.push((node as () => string)());
    else if (node && typeof node === "object") for (const v of Object.values(node)) walk(v);
  };
  walk(paths);
  return out;
}
