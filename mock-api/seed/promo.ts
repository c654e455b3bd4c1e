/**
 * Seeded promotions (store/promo.ts): each company's official account for "follow" tasks, and
 * buyers' screenshot submissions for the seeded activities, waiting for the merchant and refused,
 * each for a real paid order of that buyer that qualifies (promo/submissions.ts `qualifies`).
 * None is paid: paying moves a buyer's wallet and a shop's income, which the seeded balances and
 * figures are held to; approving one in the admin shows the whole loop.
 */
import { ACTIVITY_RECORD_STATUS } from "../../web/contract/http/activity.ts";
import { qualifies } from "../promo/submissions.ts";
import { allocId } from "../store/ids.ts";
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { DAY_S, WORLD, type SeedNow } from "./world-ids.ts";

interface SubmissionSeed {
  user: number;
  shop: number;
  type: "follow" | "post" | "review" | "video";
  status: number;
  reason?: string;
  remark?: string;
}

const R = ACTIVITY_RECORD_STATUS;

const SUBMISSIONS: readonly SubmissionSeed[] = [
  { user: SEED_USERS.privileged.id, shop: WORLD.shop.hangzhou, type: "post", status: R.SUBMITTED, remark: "已经 36 个赞啦" },
  { user: SEED_USERS.customer.id, shop: WORLD.shop.hangzhou, type: "review", status: R.SUBMITTED },
  { user: SEED_USERS.wechatOnly.id, shop: WORLD.shop.hangzhou, type: "video", status: R.REFUSED, reason: "截图看不清视频的发布账号，请重新上传" },
  { user: SEED_USERS.customer.id, shop: WORLD.shop.shanghai, type: "post", status: R.SUBMITTED },
  { user: SEED_USERS.privileged.id, shop: WORLD.shop.chengdu, type: "video", status: R.SUBMITTED, remark: "视频已发布" },
  // Company 2's owner trying his own shop's task out, as owners do before telling customers.
  { user: WORLD.sweetOwner.id, shop: WORLD.shop.hongkong, type: "follow", status: R.SUBMITTED, remark: "測試返現流程" },
];

export function seedPromo(store: Store, random: Random, now: SeedNow): void {
  const accounts = [
    { companyId: WORLD.company.main, name: "糖画科技", account: "tanghua_tech" },
    { companyId: WORLD.company.sweet, name: "甜蜜工坊 Sweet Studio", account: "sweet_studio_hk" },
  ];
  for (const a of accounts) {
    store.promo.weixinAccounts[String(a.companyId)] = {
      ...a,
      qrcode_url: weixinQrUrl(a.companyId),
      description: "关注后回复「返现」查看活动",
      update_time: now.s - random.int(20, 40) * DAY_S,
    };
  }
  for (const s of SUBMISSIONS) {
    const activity = Object.values(store.activities).find((a) => a.shopId === s.shop && a.type === s.type && a.end_time > now.s);
    if (activity === undefined) continue;
    const order = Object.values(store.printOrders)
      .filter((o) => o.userId === s.user && qualifies(store, o, activity, now.ms))
      .sort((a, b) => (b.pay_time ?? 0) - (a.pay_time ?? 0))[0];
    if (order === undefined || order.pay_time === null) continue;
    const submitted = Math.min(now.s - 3600, order.pay_time + random.int(1, 20) * 3600);
    const id = allocId(store, "activitySubmission");
    const shots = s.type === "post" || s.type === "video" ? 2 : 1;
    store.promo.submissions[String(id)] = {
      id,
      activityId: activity.id,
      userId: s.user,
      orderId: order.id,
      shopId: s.shop,
      sn: order.sn,
      images: Array.from({ length: shots }, () => screenshotUrl(s.type, random.int(1, 99_999))),
      remark: s.remark ?? "",
      status: s.status,
      reason: s.reason ?? "",
      cash_back: activity.cash_back,
      tries: 1,
      create_time: submitted,
      submit_time: submitted,
      audit_time: s.status === R.REFUSED ? Math.min(now.s - 600, submitted + random.int(1, 10) * 3600) : null,
      auditorId: s.status === R.REFUSED ? SEED_USERS.printerManager.id : null,
      pay_time: null,
      ledgerId: null,
    };
  }
}

/** A drawn stand-in for a buyer's screenshot (promo/assets.ts). */
export function screenshotUrl(type: string, seed: number): string {
  return `/mock/screenshots/${type}-${seed}.svg`;
}

/** A drawn stand-in for an official account's QR code (promo/assets.ts). */
export function weixinQrUrl(companyId: number): string {
  return `/mock/weixin-qr/${companyId}.svg`;
}
