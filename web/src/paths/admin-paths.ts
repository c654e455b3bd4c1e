/**
 * The admin area's routes of §2 (/admin/...) and their typed href builders: the other half of the
 * route table in paths.ts, kept apart so that only the admin area and the few customer pages that
 * link into it load them (issue 5: the /sugar first load).
 */
import { page, type Id, type Sn, type StoreType } from "./paths.ts";

/** The shop a page is about (the shell's switcher reads it, lib/admin/shop-scope.ts). */
type ShopId = { shop_id?: number };

export const adminPaths = {
  index: page("/admin"),
  activity: {
    index: page("/admin/activity"),
    weixinConfig: page("/admin/activity/weixin-config"),
    form: page<Id>("/admin/activity/form"),
    detail: page<Id>("/admin/activity/detail"),
    record: page<Id & { status?: 10 | 20 | 30 | 40 }>("/admin/activity/record"), // id: the activity (optional filter)
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
    // pay=1: the unpaid purchase just made opens its pay sheet.
    deviceShip: page<Id & { pay?: 1 }>("/admin/shop/device-ship"),
    // A shop's patterns by shop (the shell's shop_id) or by printer serial (sn, D8).
    sugarList: page<Sn & ShopId>("/admin/shop/sugar-list"),
    // Create: the shop and goods type (16 from photo-list) to start with.
    sugarForm: page<Id & ShopId & { goods_type_id?: number }>("/admin/shop/sugar-form"),
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
    // ids: the cart lines chosen ("3,7"), kept in the URL so a reload checks out the same lines.
    // num: "buy now" (goods-info), that many of the one line in ids.
    checkout: page<{ type?: StoreType; ids?: string; num?: number }>("/admin/store/checkout"),
    order: page<{ type?: StoreType; status?: number }>("/admin/store/order"),
    // pay=1: opened right after checkout, the pay sheet opens at once.
    orderInfo: page<{ type?: StoreType; id?: string | number; pay?: 1 }>("/admin/store/order-info"),
  },
  user: {
    index: page("/admin/user"),
    bankCard: page("/admin/user/bank-card"),
    bankCardForm: page<Id & { return_to?: "withdraw" }>("/admin/user/bank-card-form"),
    bankCardDetail: page<Id>("/admin/user/bank-card-detail"),
    withdrawForm: page("/admin/user/withdraw-form"),
    income: page("/admin/user/income"),
    coinIncome: page("/admin/user/coin-income"),
    withdraw: page<{ status?: number }>("/admin/user/withdraw"),
    withdrawSign: page<Id>("/admin/user/withdraw-sign"),
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
    // Beyond §2's fifteen (issue 17): the withdrawal review queue (?id: one withdrawal) and the
    // audit journal of platform actions (level 7), each reached from the /admin/x index.
    withdraw: page("/admin/x/withdraw"),
    audit: page("/admin/x/audit"),
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
} as const;
