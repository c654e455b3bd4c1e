/**
 * Every route of §2 and a typed builder for its href (CONVENTIONS 3): components link with
 * `paths.sugar.waiting({ sn, order_sn })`, never by concatenating strings. The admin area's
 * routes are in admin-paths.ts (`adminPaths`), the other half of the same table: apart, so the
 * customer app's first load does not carry a hundred admin builders (issue 5).
 *
 * This folder sits below the features (CONVENTIONS 17): every feature, component and the app's
 * route tree import it, and it imports nothing of theirs, so every import points one way.
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
export const page =
  <Q extends Query = Query>(path: string) =>
  (query?: Q) =>
    withQuery(path, query);

export type Sn = { sn?: string };
export type Id = { id?: string | number };

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
    orderRefund: page<Sn & { order_id?: string | number; reason?: string }>("/sugar/order-refund"), // reason: pre-filled (waiting page)
    orderActivity: page<Sn & { order_id?: string | number; activity_id?: string | number }>("/sugar/order-activity"), // activity_id: an activity poster's QR
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
} as const;

/** §2: /admin/store takes type=material or toy_fittings. */
export type StoreType = "material" | "toy_fittings";
