/** The promotions domain's bilingual messages (activities, submissions, coupon offers, images). */
import type { Bilingual } from "../messages.ts";

export const P = {
  activityNotFound: { "zh-CN": "活动不存在", en: "No such activity" },
  recordNotFound: { "zh-CN": "提交记录不存在", en: "No such submission" },
  offerNotFound: { "zh-CN": "优惠券活动不存在", en: "No such coupon offer" },
  shopNotFound: { "zh-CN": "店铺不存在", en: "No such shop" },
  printerNotInShops: { "zh-CN": "设备 {sn} 不属于所选店铺", en: "Printer {sn} is not in the chosen shops" },
  printerNotFound: { "zh-CN": "设备 {sn} 不存在", en: "No such printer: {sn}" },
  shopsOfOneCompany: { "zh-CN": "所选店铺须属于同一公司", en: "The chosen shops must belong to one company" },
  noCompany: { "zh-CN": "请先选择店铺", en: "Choose a shop first" },
  endBeforeToday: { "zh-CN": "结束日期不能早于今天", en: "The end date cannot be before today" },
  tooLong: { "zh-CN": "活动时间最长 {days} 天", en: "It may run for at most {days} days" },
  typeLocked: { "zh-CN": "已有用户参与，不能更改活动类型", en: "Buyers have taken part: the type cannot change" },
  needWeixin: { "zh-CN": "请先设置要关注的公众号", en: "Set up the official account to follow first" },
  hasRecords: { "zh-CN": "已有用户提交，不能删除，可结束活动", en: "Buyers have submitted: end the activity instead of deleting it" },
  notYourImage: { "zh-CN": "图片须先上传", en: "Upload the image first" },
  notOwner: { "zh-CN": "只有公司负责人可以操作", en: "Only the company's owner can do this" },
  // submissions
  orderNotFound: { "zh-CN": "订单不存在", en: "No such order" },
  orderNotQualified: { "zh-CN": "该订单不能参加此活动", en: "This order does not qualify for this activity" },
  activityEnded: { "zh-CN": "活动已结束", en: "The activity has ended" },
  alreadyJoined: { "zh-CN": "您已参加过该活动", en: "You have already taken part in this activity" },
  underReview: { "zh-CN": "已提交，请等待商家审核", en: "Submitted: waiting for the shop's review" },
  alreadyPaid: { "zh-CN": "返现已发放", en: "The cash back has been paid" },
  noTries: { "zh-CN": "提交次数已用完", en: "No submissions left" },
  recordRefusedAlready: { "zh-CN": "该提交已被拒绝", en: "This submission was already refused" },
  recordPaidCannotRefuse: { "zh-CN": "返现已发放，不能拒绝", en: "The cash back was paid; it cannot be refused" },
  balanceLow: { "zh-CN": "账户余额不足，无法发放返现", en: "The balance is too low to pay the cash back" },
  cashBackTitle: { "zh-CN": "活动返现：{title}", en: "Cash back: {title}" },
  // coupon offers
  codeTaken: { "zh-CN": "兑换码 {code} 已被使用", en: "The code {code} is already in use" },
  totalBelowClaimed: { "zh-CN": "发放总量不能少于已领取的 {claimed} 张", en: "The total cannot be below the {claimed} already claimed" },
  offerTypeLocked: { "zh-CN": "已有用户领取，不能更改券类型", en: "Coupons were claimed: the type cannot change" },
  partnerOffer: { "zh-CN": "合作方优惠券不能在此编辑", en: "A partner's offer cannot be edited here" },
} as const satisfies Record<string, Bilingual>;
