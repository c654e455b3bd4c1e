/** The shop-administration domain's bilingual messages (photo settings, contacts, invitations). */
import type { Bilingual } from "../messages.ts";

export const S = {
  shopNotFound: { "zh-CN": "店铺不存在", en: "No such shop" },
  templateNotFound: { "zh-CN": "模板 {id} 不存在", en: "No such template: {id}" },
  frameNotFound: { "zh-CN": "相框 {id} 不存在", en: "No such frame: {id}" },
  notYourImage: { "zh-CN": "图片须先上传", en: "Upload the image first" },
  templateNotOffered: { "zh-CN": "该设备不提供此模板", en: "This printer does not offer that template" },
  // invitations
  invitationNotFound: { "zh-CN": "邀请不存在或已失效", en: "No such invitation, or it is no longer valid" },
  alreadyOperator: { "zh-CN": "该用户已是公司成员", en: "This user already belongs to the company" },
  inviteSelf: { "zh-CN": "不能邀请自己", en: "You cannot invite yourself" },
  noUser: { "zh-CN": "用户不存在", en: "No such user" },
  noMobile: { "zh-CN": "该用户没有绑定手机号，请用手机号邀请", en: "This user has no mobile number: invite by mobile" },
  inOtherCompany: { "zh-CN": "您已加入其他公司，请先退出", en: "You already belong to a company: leave it first" },
  notPending: { "zh-CN": "该邀请已处理", en: "This invitation was already answered" },
} as const satisfies Record<string, Bilingual>;
