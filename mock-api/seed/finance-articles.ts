/**
 * Seeded articles (default/article-list): help, user guide, agreement, privacy and notices, in
 * Chinese and English. Content is simple, safe HTML (p, h3, ul/li, strong), what the back
 * office's rich-text editor writes; the web still sanitises it before rendering.
 */
import type { ArticleRecord, Words } from "../store/finance.ts";

export interface ArticleSeed {
  type: ArticleRecord["type"];
  /** Days before the seed's now. */
  age: number;
  title: Words;
  content: Words;
}

export const ARTICLES: readonly ArticleSeed[] = [
  {
    type: "help", age: 80,
    title: { zh: "如何用糖画机器人做一幅糖画？", en: "How do I make a sugar painting with the robot?" },
    content: {
      zh: "<h3>三步完成</h3><ol><li>微信扫描机器上的二维码。</li><li>在图案列表中挑选图案，或自己画一幅。</li><li>支付后在等待页观看制作过程，约 2 分钟即可取糖。</li></ol><p>糖画出炉后请稍等片刻冷却，再从竹签处拿取。</p>",
      en: "<h3>Three steps</h3><ol><li>Scan the QR code on the machine with WeChat.</li><li>Pick a pattern from the list, or draw your own.</li><li>Pay, then watch it being made on the waiting page; it takes about 2 minutes.</li></ol><p>Let the sugar cool for a moment before you take it by the bamboo stick.</p>",
    },
  },
  {
    type: "help", age: 62,
    title: { zh: "支付成功但机器没有开始制作怎么办？", en: "I paid but the machine did not start. What now?" },
    content: {
      zh: "<p>请先确认等待页显示的设备编号与机器上的编号一致。若 5 分钟内仍未开始，可在<strong>我的订单</strong>中申请退款，款项将原路退回。</p><p>如需帮助，请拨打客服电话 400-826-7788。</p>",
      en: "<p>First check that the printer number on the waiting page matches the one on the machine. If it has not started within 5 minutes, request a refund under <strong>My orders</strong>; the money goes back the way it was paid.</p><p>For help, call 400-826-7788.</p>",
    },
  },
  {
    type: "help", age: 41,
    title: { zh: "优惠券怎么使用？", en: "How do coupons work?" },
    content: {
      zh: "<ul><li><strong>半价券</strong>：支付金额减半，保留两位小数。</li><li><strong>免单券</strong>：本单免费。</li></ul><p>使用金币支付时不能同时使用优惠券。</p>",
      en: "<ul><li><strong>Half-price coupon</strong>: the amount is halved, to two decimals.</li><li><strong>Free coupon</strong>: this order is free.</li></ul><p>Coupons cannot be combined with paying by coins.</p>",
    },
  },
  {
    type: "user_guide", age: 75,
    title: { zh: "店主入门：绑定设备与设置价格", en: "Shop owners: binding a printer and setting prices" },
    content: {
      zh: "<h3>绑定设备</h3><p>在<strong>管理后台 › 设备</strong>中点击“绑定”，扫描机身二维码即可。</p><h3>设置价格</h3><p>在<strong>店铺 › 糖画列表</strong>中为每个图案设置价格与金币价，保存后立即生效。</p>",
      en: "<h3>Binding a printer</h3><p>In <strong>Admin › Devices</strong> tap “Bind” and scan the code on the machine.</p><h3>Setting prices</h3><p>In <strong>Shop › Sugar list</strong> set each pattern's price and coin price; changes apply at once.</p>",
    },
  },
  {
    type: "user_guide", age: 33,
    title: { zh: "提现与电子签约说明", en: "Withdrawals and e-signing" },
    content: {
      zh: "<p>每笔提现需要先完成电子签约，签约后由平台审核，一般 1-3 个工作日到账。</p><ul><li>单笔最低 1 元，手续费 0.6%。</li><li>审核未通过的提现金额会退回可提现余额。</li></ul>",
      en: "<p>Each withdrawal is e-signed first, then reviewed by the platform; the money usually arrives within 1-3 working days.</p><ul><li>At least ¥1 per withdrawal; the fee is 0.6%.</li><li>A refused withdrawal goes back to your withdrawable balance.</li></ul>",
    },
  },
  {
    type: "agreement", age: 90,
    title: { zh: "用户服务协议", en: "User service agreement" },
    content: {
      zh: "<h3>一、服务内容</h3><p>杭州糖画智能科技有限公司通过糖画机器人向您提供糖画及 3D 打印制作服务。</p><h3>二、订单与退款</h3><p>制作失败的订单可申请退款，经审核后原路退回。</p><h3>三、作品</h3><p>您上传或绘制的作品归您所有，您授权平台为制作和展示之目的使用。</p>",
      en: "<h3>1. The service</h3><p>Hangzhou Tanghua Intelligent Technology Co., Ltd. makes sugar paintings and 3D prints for you with its robots.</p><h3>2. Orders and refunds</h3><p>An order that fails to print can be refunded after review, back the way it was paid.</p><h3>3. Your works</h3><p>Works you upload or draw stay yours; you let the platform use them to make and show them.</p>",
    },
  },
  {
    type: "privacy", age: 90,
    title: { zh: "隐私政策", en: "Privacy policy" },
    content: {
      zh: "<p>我们仅收集提供服务所必需的信息：手机号（登录）、微信 openid（授权登录与支付）、订单记录。</p><p>我们不会向第三方出售您的个人信息。您可以随时在<strong>我的 › 账号</strong>中解绑微信或注销账号。</p>",
      en: "<p>We collect only what the service needs: your mobile number (to log in), your WeChat openid (to log in and pay) and your orders.</p><p>We never sell your personal data. You can unbind WeChat or close your account at any time under <strong>Me › Account</strong>.</p>",
    },
  },
  {
    type: "notice", age: 12,
    title: { zh: "春节期间发货安排", en: "Shipping over the Spring Festival" },
    content: {
      zh: "<p>耗材商城将于 2 月 14 日至 2 月 22 日暂停发货，期间的订单将于 2 月 23 日起按顺序发出。</p>",
      en: "<p>The materials store does not ship from 14 to 22 February; orders placed then ship in turn from 23 February.</p>",
    },
  },
  {
    type: "notice", age: 3,
    title: { zh: "新功能：照片打印上线", en: "New: photo printing" },
    content: {
      zh: "<p>现在可以上传照片，由机器人打印成糖画或 3D 摆件。快到<strong>照片</strong>页面试试吧！</p>",
      en: "<p>You can now upload a photo and have the robot print it as a sugar painting or a 3D ornament. Try it on the <strong>Photo</strong> page!</p>",
    },
  },
];
