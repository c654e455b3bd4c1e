/**
 * The commerce domain's own messages (orders, payment, coupons, refunds), for `say(ctx.lang, …)`.
 * §8: order calls show `msg` as a toast on errorCode 1, so each says what to do next.
 */
import type { Bilingual } from "../messages.ts";

export const M = {
  printerNotFound: { "zh-CN": "设备不存在", en: "No such printer" },
  printerUnbound: { "zh-CN": "设备未绑定店铺，暂时无法下单", en: "This printer is not set up for orders yet" },
  shopSuspended: { "zh-CN": "该店铺已暂停营业，暂时无法下单（{reason}）", en: "This shop is closed for now and takes no orders ({reason})" },
  goodsNotFound: { "zh-CN": "图案不存在或已删除", en: "This pattern does not exist or was deleted" },
  goodsNotListed: { "zh-CN": "该图案不能在此设备打印", en: "This pattern cannot be printed on this printer" },
  notManager: { "zh-CN": "只有设备管理员可以测试打印", en: "Only the printer's manager can run a test print" },
  orderNotFound: { "zh-CN": "订单不存在", en: "No such order" },
  orderPaid: { "zh-CN": "订单已支付", en: "The order is already paid" },
  orderClosed: { "zh-CN": "订单已超时关闭，请重新下单", en: "The order timed out and was closed; please order again" },
  orderPaidNoCancel: { "zh-CN": "订单已支付，不能取消，可申请退款", en: "The order is paid and cannot be cancelled; ask for a refund instead" },
  balanceLow: { "zh-CN": "余额不足", en: "Insufficient balance" },
  coinsLow: { "zh-CN": "金币不足", en: "Not enough coins" },
  noCoinsPrice: { "zh-CN": "该图案不支持金币支付", en: "This pattern cannot be paid with coins" },
  weixinOff: { "zh-CN": "该设备未开通微信支付", en: "WeChat Pay is not enabled on this printer" },
  rechargeWeixinOnly: { "zh-CN": "充值只能使用微信支付", en: "A top-up can only be paid with WeChat Pay" },
  rechargeNoCoupon: { "zh-CN": "充值不能使用优惠券", en: "Coupons cannot be used for a top-up" },
  couponNotFound: { "zh-CN": "优惠券不存在", en: "No such coupon" },
  couponUsed: { "zh-CN": "优惠券已使用", en: "This coupon has already been used" },
  couponExpired: { "zh-CN": "优惠券已过期", en: "This coupon has expired" },
  couponNotStarted: { "zh-CN": "优惠券尚未生效", en: "This coupon is not valid yet" },
  couponWrongPrinter: { "zh-CN": "该优惠券不能在此设备使用", en: "This coupon cannot be used on this printer" },
  couponHeld: {
    "zh-CN": "该优惠券正用于另一笔待支付订单",
    en: "This coupon is being used for another unpaid order",
  },
  offerNotFound: { "zh-CN": "优惠活动不存在", en: "No such coupon offer" },
  codeInvalid: { "zh-CN": "兑换码无效", en: "This code is not valid" },
  offerEnded: { "zh-CN": "活动已结束", en: "This offer has ended" },
  offerNotStarted: { "zh-CN": "活动尚未开始", en: "This offer has not started yet" },
  offerSoldOut: { "zh-CN": "优惠券已领完", en: "All coupons of this offer have been claimed" },
  offerClaimed: { "zh-CN": "您已领取过该优惠券", en: "You have already claimed this coupon" },
  refundNotAllowed: {
    "zh-CN": "该订单当前状态不能申请退款",
    en: "A refund cannot be requested for this order in its current state",
  },
  refundOpen: { "zh-CN": "该订单已有退款申请在处理中", en: "A refund request for this order is already being handled" },
  refundNothing: { "zh-CN": "该订单没有可退的金额", en: "Nothing was paid for this order" },
  rechargeName: { "zh-CN": "余额充值", en: "Balance top-up" },
} as const satisfies Record<string, Bilingual>;

/** PRINT_ORDER_STATUS as words (PrintOrder.status_text). */
export const STATUS_TEXT: Readonly<Record<number, Bilingual>> = {
  0: { "zh-CN": "待支付", en: "Unpaid" },
  10: { "zh-CN": "已支付，排队中", en: "Paid, queued" },
  11: { "zh-CN": "打印中", en: "Printing" },
  12: { "zh-CN": "打印失败", en: "Print failed" },
  30: { "zh-CN": "已退款", en: "Refunded" },
  90: { "zh-CN": "已关闭", en: "Closed" },
  99: { "zh-CN": "已完成", en: "Completed" },
};
