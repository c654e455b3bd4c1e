/**
 * Seeded §1 cash-back activities, 3–4 per shop: follow the merchant's account, a post with a
 * like count, a review, a short video. Cash back defaults to 1 unit (§1, config.cash_back);
 * some shops pay more. One activity has ended (not listed any more).
 */
import { allocId } from "../store/ids.ts";
import { fromCents, toCents } from "../money.ts";
import type { ActivityRecord, Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { DAY_S, WORLD, type SeedNow } from "./world-ids.ts";

interface ActivitySeed {
  type: ActivityRecord["type"];
  title: string;
  description: string;
  /** Times the default cash back. */
  times: number;
  like_count?: number;
}

const ACTIVITIES: Readonly<Record<number, readonly ActivitySeed[]>> = {
  [WORLD.shop.hangzhou]: [
    { type: "follow", title: "关注公众号返现", description: "关注「糖画科技」公众号，上传关注截图，商家审核通过后返现。", times: 1 },
    { type: "post", title: "朋友圈集赞返现", description: "晒出你的糖画并配文发朋友圈，集满 30 个赞截图上传。", times: 2, like_count: 30 },
    { type: "review", title: "大众点评好评返现", description: "在大众点评给「杭州万象城店」写一条带图好评，截图上传。", times: 1 },
    { type: "video", title: "抖音短视频返现", description: "拍一段 15 秒以上的糖画制作视频发布到抖音，截图上传。", times: 3 },
  ],
  [WORLD.shop.shanghai]: [
    { type: "follow", title: "关注视频号返现", description: "关注「糖画科技」视频号，上传截图，审核通过后返现。", times: 1 },
    { type: "post", title: "小红书笔记返现", description: "发布一篇带 3 张图的小红书笔记，获得 20 个赞后截图上传。", times: 2, like_count: 20 },
    { type: "review", title: "美团好评返现", description: "在美团给本店写一条好评，截图上传。", times: 1 },
  ],
  [WORLD.shop.chengdu]: [
    { type: "follow", title: "关注公众号返现", description: "关注公众号并截图上传，审核通过后返现。", times: 1 },
    { type: "video", title: "短视频打卡返现", description: "在太古里拍糖画短视频并发布，截图上传。", times: 2 },
    { type: "review", title: "大众点评打卡", description: "在大众点评打卡并上传图片评价。", times: 1 },
  ],
  [WORLD.shop.hongkong]: [
    { type: "follow", title: "關注 Instagram 回贈", description: "關注「甜蜜工坊」Instagram 並上傳截圖，審核後回贈。", times: 5 },
    { type: "post", title: "Instagram 打卡回贈", description: "發佈帖子並獲得 50 個讚，上傳截圖。", times: 10, like_count: 50 },
    { type: "review", title: "OpenRice 好評回贈", description: "在 OpenRice 留下好評並上傳截圖。", times: 5 },
  ],
};

export function seedActivities(store: Store, random: Random, now: SeedNow): void {
  const unit = toCents(store.config.cash_back); // §1: default 1 unit
  for (const [shopId, list] of Object.entries(ACTIVITIES)) {
    for (const a of list) {
      const id = allocId(store, "activity");
      const start = now.s - random.int(10, 60) * DAY_S;
      store.activities[String(id)] = {
        id,
        shopId: Number(shopId),
        type: a.type,
        title: a.title,
        description: a.description,
        image_url: `/mock/art/heart-${random.int(1, 99_999)}.svg`,
        cash_back: fromCents(unit * a.times),
        like_count: a.like_count ?? null,
        start_time: start,
        // Running for a year and more: still on when the mock runs against the real clock.
        end_time: now.s + random.int(400, 700) * DAY_S,
        joined: [],
        create_time: start - random.int(1, 5) * DAY_S,
      };
    }
  }
  // One that has ended (a National Day campaign): kept for the records, not listed.
  const id = allocId(store, "activity");
  store.activities[String(id)] = {
    id,
    shopId: WORLD.shop.hangzhou,
    type: "post",
    title: "国庆打卡返现",
    description: "国庆期间晒糖画集赞返现（已结束）。",
    image_url: `/mock/art/star-${random.int(1, 99_999)}.svg`,
    cash_back: fromCents(unit),
    like_count: 10,
    start_time: now.s - 110 * DAY_S,
    end_time: now.s - 100 * DAY_S,
    joined: [1],
    create_time: now.s - 112 * DAY_S,
  };
  // The customer (user 1) already took part in the Hangzhou follow task.
  const follow = Object.values(store.activities).find((a) => a.shopId === WORLD.shop.hangzhou && a.type === "follow");
  follow?.joined.push(1);
}
