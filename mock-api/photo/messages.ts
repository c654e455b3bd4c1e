/** The photo domain's own bilingual messages (photo area, prize draw, big screens). */
import type { Bilingual } from "../messages.ts";

export const P = {
  workNotFound: { "zh-CN": "作品不存在", en: "No such work" },
  showAllForbidden: { "zh-CN": "没有查看全部作品的权限", en: "Only level 1 or 3 accounts may show all works" },
  notEnoughPoints: { "zh-CN": "积分不足（需要 {cost}，当前 {points}）", en: "Not enough points (needs {cost}, you have {points})" },
  notOwnUpload: { "zh-CN": "图片不存在，请重新上传", en: "That image is not one of your uploads; upload it again" },
  alreadySigned: { "zh-CN": "今天已经签到过了", en: "You have already signed in today" },
  noChances: { "zh-CN": "今天的抽奖次数已用完，明天再来吧", en: "No draws left today; come back tomorrow" },
  recordNotFound: { "zh-CN": "抽奖记录不存在", en: "No such draw" },
  notAGift: { "zh-CN": "该奖品无需收货地址", en: "This prize needs no shipping address" },
  alreadyShipped: { "zh-CN": "奖品已发货，不能再修改地址", en: "The prize has shipped; its address can no longer change" },
  addressNotFound: { "zh-CN": "收货地址不存在", en: "No such address" },
  printerNotFound: { "zh-CN": "打印机不存在", en: "No such printer" },
  screenNotBound: { "zh-CN": "该打印机还没有绑定大屏", en: "No screen is bound to this printer yet" },
  photoNotFound: { "zh-CN": "照片不存在", en: "No such photo" },
} as const satisfies Record<string, Bilingual>;

/** Points record titles, by entry type. */
export const POINTS_TITLES = {
  sign: { "zh-CN": "每日签到", en: "Daily sign-in" },
  invite: { "zh-CN": "邀请好友", en: "Invited a friend" },
  create: { "zh-CN": "生成作品", en: "Made a picture" },
  refund: { "zh-CN": "作品生成失败退回", en: "Refund for a failed picture" },
  lottery: { "zh-CN": "抽奖奖励", en: "Prize draw reward" },
} as const satisfies Record<string, Bilingual>;
