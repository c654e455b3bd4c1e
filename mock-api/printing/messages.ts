/** The printing domain's own bilingual messages (§7: Chinese unless the caller asked for English). */
import type { Bilingual } from "../messages.ts";

export const M = {
  noPrinter: { "zh-CN": "设备不存在", en: "No such printer" },
  printerUnbound: { "zh-CN": "设备未绑定门店，暂不能打印", en: "This printer is not bound to a shop and cannot print yet" },
  noPattern: { "zh-CN": "图案不存在或已删除", en: "This pattern does not exist or was deleted" },
  hideNotAllowed: { "zh-CN": "只有特权用户可以隐藏图案", en: "Only privileged users may hide patterns" },
  hideOwn: { "zh-CN": "不能隐藏自己的作品，可以删除它", en: "You cannot hide your own work; delete it instead" },
  topNotAllowed: { "zh-CN": "只有设备管理员可以置顶图案", en: "Only the printer's manager may pin patterns" },
  deleteNotAllowed: { "zh-CN": "只能删除自己的作品", en: "You can only delete your own works" },
  imageNotPng: { "zh-CN": "图片不是有效的 PNG", en: "The image is not a valid PNG" },
  imageTooLarge: { "zh-CN": "图片不能超过 5 MB", en: "The image must be at most 5 MB" },
  drawingName: { "zh-CN": "我的糖画", en: "My sugar drawing" },
  noOrder: { "zh-CN": "订单不存在", en: "No such order" },
  orderNotPaid: { "zh-CN": "订单未支付，不能打印", en: "The order is not paid and cannot be printed" },
  orderDone: { "zh-CN": "订单已完成、退款或关闭，不能再次打印", en: "The order is completed, refunded or closed and cannot be printed again" },
  sendNotAllowed: { "zh-CN": "只有下单人或设备管理员可以发送打印", en: "Only the buyer or the printer's manager may send this print" },
  otherShop: { "zh-CN": "只能转到同一门店的设备", en: "A job can only move to a printer of the same shop" },
  noCompany: { "zh-CN": "您还没有加入任何公司", en: "You do not belong to a company" },
  notCompanyOwner: { "zh-CN": "只有公司负责人可以操作", en: "Only the company's owner may do this" },
  notOperator: { "zh-CN": "该用户不是本公司成员", en: "This user is not in your company" },
  removeOwner: { "zh-CN": "不能移除公司负责人", en: "The company's owner cannot be removed" },
  // The merchant's printers (manage-device).
  noUser: { "zh-CN": "用户不存在（需先登录过一次）", en: "No such user (they must have logged in once)" },
  noShop: { "zh-CN": "店铺不存在", en: "No such shop" },
  unknownSerial: { "zh-CN": "没有这个序列号的设备，请核对机身标签", en: "No printer has this serial; check the label on the machine" },
  boundHere: { "zh-CN": "该设备已绑定到「{shop}」，如需换店请在设备设置中修改", en: "This printer is already bound to {shop}; change its shop in its settings" },
  boundElsewhere: { "zh-CN": "该设备已被其他商家绑定，请联系对方解绑", en: "Another merchant has bound this printer; ask them to unbind it" },
  notBound: { "zh-CN": "该设备未绑定门店", en: "This printer is not bound to a shop" },
  jobsWaiting: {
    "zh-CN": "该设备还有 {count} 个已支付的订单未打印完成，请先重新发送或退款",
    en: "{count} paid order(s) have not printed on this printer yet: resend or refund them first",
  },
  alreadyManager: { "zh-CN": "该用户已是此设备的管理员", en: "This user already manages this printer" },
  notManagerOf: { "zh-CN": "该用户不是此设备的管理员", en: "This user does not manage this printer" },
  tooManyManagers: { "zh-CN": "每台设备最多 {max} 位管理员", en: "A printer has at most {max} managers" },
} as const satisfies Record<string, Bilingual>;
