/** The finance domain's own bilingual messages (§7 Language header; `say` in messages.ts fills them). */
import type { Bilingual } from "../messages.ts";

export const F = {
  // Payout accounts and withdrawals (tixian).
  accountNotFound: { "zh-CN": "提现账户不存在", en: "No such payout account" },
  accountNumberRequired: { "zh-CN": "bank_account：请填写银行账号", en: "bank_account: enter the account number" },
  accountDuplicate: { "zh-CN": "该银行账号已添加", en: "This bank account has already been added" },
  accountLimit: { "zh-CN": "最多添加 {max} 个提现账户", en: "At most {max} payout accounts" },
  accountInUse: {
    "zh-CN": "该账户有进行中的提现（{sn}），完成后才能删除",
    en: "A withdrawal to this account is in progress ({sn}); delete it once that is done",
  },
  accountIsShopPayout: {
    "zh-CN": "该账户是店铺「{shop}」的收款账户，请先更换",
    en: "This account receives the payouts of shop “{shop}”; choose another one there first",
  },
  withdrawNoCompany: { "zh-CN": "当前账号没有可提现的店铺", en: "This account has no shop to withdraw from" },
  withdrawTooSmall: { "zh-CN": "单笔提现不能少于 {min} 元", en: "A withdrawal must be at least {min}" },
  withdrawOverBalance: { "zh-CN": "可提现余额不足（可提现 {balance} 元）", en: "Not enough balance to withdraw ({balance} available)" },
  withdrawOpenLimit: {
    "zh-CN": "已有 {max} 笔提现在处理中，请等待完成后再申请",
    en: "{max} withdrawals are already in progress; wait until they are done",
  },
  withdrawNotFound: { "zh-CN": "提现记录不存在", en: "No such withdrawal" },
  withdrawTitle: { "zh-CN": "提现", en: "Withdrawal" },
  withdrawReturnTitle: { "zh-CN": "提现被驳回，退回余额", en: "Withdrawal refused, amount returned" },
  withdrawCancelTitle: { "zh-CN": "提现已取消，退回余额", en: "Withdrawal cancelled, amount returned" },
  withdrawNotCancellable: {
    "zh-CN": "协议已签署，提现正在审核，不能取消",
    en: "The agreement is signed and the withdrawal is under review; it can no longer be cancelled",
  },
  esignNotWaiting: { "zh-CN": "该提现不需要签署协议", en: "This withdrawal is not waiting for a signature" },
  esignRedirect: { "zh-CN": "redirect_url：只能返回本站页面", en: "redirect_url: must be a page of this site" },
  contractName: { "zh-CN": "灵活用工服务协议（提现）", en: "Flexible work service agreement (withdrawal)" },
  // Uploads.
  notMultipart: {
    "zh-CN": "请使用 multipart/form-data 上传（字段名 {field}）",
    en: "Upload as multipart/form-data (field “{field}”)",
  },
  multipartBroken: { "zh-CN": "上传内容格式错误：{detail}", en: "Malformed upload: {detail}" },
  uploadMissing: { "zh-CN": "{field}：请选择要上传的图片", en: "{field}: choose an image to upload" },
  uploadTooLarge: { "zh-CN": "图片不能超过 5 MB", en: "The image must be at most 5 MB" },
  uploadNotImage: { "zh-CN": "只能上传 png、jpeg、jpg 格式的图片", en: "Only png, jpeg and jpg images can be uploaded" },
  uploadLimit: { "zh-CN": "上传的图片过多（最多 {max} 张）", en: "Too many uploads (at most {max})" },
  // WeChat and e-sign.
  jsUrlDomain: {
    "zh-CN": "url 不在 JS 接口安全域名内：{host}",
    en: "url is not on the JS-SDK safe domain: {host}",
  },
  jsAppId: { "zh-CN": "appid 与公众号不一致", en: "appid is not this official account's" },
  unbindOnlyLogin: {
    "zh-CN": "微信是当前账号唯一的登录方式，请先绑定手机号或邮箱",
    en: "WeChat is this account's only way to log in; bind a mobile number or email first",
  },
  unbindNotBound: { "zh-CN": "当前账号未绑定微信", en: "This account has no WeChat bound" },
  // Default.
  districtNotFound: { "zh-CN": "上级地区不存在", en: "No such parent district" },
  printerNotFound: { "zh-CN": "设备不存在", en: "No such printer" },
  // Shops and stats.
  shopNotFound: { "zh-CN": "店铺不存在", en: "No such shop" },
  shopNoCompany: { "zh-CN": "当前账号不属于任何公司，不能创建店铺", en: "This account belongs to no company and cannot open a shop" },
  shopDuplicateName: { "zh-CN": "已有同名店铺「{name}」", en: "There is already a shop named “{name}”" },
  payoutNotFound: { "zh-CN": "收款账户不存在", en: "No such payout account" },
} as const satisfies Record<string, Bilingual>;

/** How each INCOME_TYPE reads to an English user (stored titles are the backend's Chinese). */
export const INCOME_TITLES_EN: Readonly<Record<number, string>> = {
  1: "Print order",
  2: "Order refund",
  3: "Withdrawal",
  4: "Withdrawal returned",
  5: "Cash back",
  6: "Invite reward",
  7: "Materials purchase",
};

/** How each COIN_TYPE reads to an English user. */
export const COIN_TITLES_EN: Readonly<Record<number, string>> = {
  1: "Coins paid for a print",
  2: "Coin payment refunded",
  3: "Coins granted",
};
