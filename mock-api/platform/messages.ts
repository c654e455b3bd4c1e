/** The platform domain's own bilingual messages (§7 Language header; `say` in messages.ts fills them). */
import type { Bilingual } from "../messages.ts";

export const X = {
  userNotFound: { "zh-CN": "用户不存在", en: "No such user" },
  lastSuperAdmin: {
    "zh-CN": "您是唯一的超级管理员，不能取消自己的超级管理员身份，请先授予其他人",
    en: "You are the only super admin and cannot give that up; grant it to someone else first",
  },
  adminNeedsLogin: {
    "zh-CN": "该用户没有绑定手机号或邮箱，无法登录管理后台",
    en: "This user has no mobile or email and cannot sign in to the admin area",
  },
  shopNotFound: { "zh-CN": "店铺不存在", en: "No such shop" },
  activityNotFound: { "zh-CN": "活动不存在", en: "No such activity" },
  frameNotFound: { "zh-CN": "相框不存在", en: "No such frame" },
  frameImageNotYours: { "zh-CN": "相框图片须先上传", en: "Upload the frame's picture first" },
  withdrawNotFound: { "zh-CN": "提现记录不存在", en: "No such withdrawal" },
  withdrawNotReviewing: {
    "zh-CN": "该提现不是待审核状态（可能已被其他管理员处理）",
    en: "This withdrawal is not waiting for review (another admin may have handled it)",
  },
} as const satisfies Record<string, Bilingual>;
