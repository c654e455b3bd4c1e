/**
 * The photo slice's seeded world: works in every visible theme and in free graffiti (22) by the
 * customer, the privileged user, the admin and the printer manager, some kept private (so the
 * plaza's 'show all' of level 1/3 shows more); favourites; ten days of sign-ins, invites and the
 * points they earned (each work's cost taken off); draws in every state; SIM-0001's big screen.
 */
import { FREE_GRAFFITI_THEME, THEMES } from "../../web/contract/constants.ts";
import { LOTTERY_STATUS } from "../../web/contract/http/lottery.ts";
import { INVITE_POINTS, PHOTO_POINTS_COST, signValue } from "../../web/contract/http/photo.ts";
import { addressCopy, prizeById } from "../photo/lottery.ts";
import { addPoints, chinaDay } from "../photo/points.ts";
import { DRAWING_MS, PHOTO_PRINT_THEME, resultImage } from "../photo/works.ts";
import { allocId } from "../store/ids.ts";
import type { Store } from "../store/types.ts";
import type { Random } from "./random.ts";
import { SEED_USERS } from "./users.ts";
import { DAY_S, type SeedNow } from "./world-ids.ts";

const PROMPTS = ["海边的夏天", "小猫晒太阳", "我的生日派对", "西湖断桥", "全家去爬山", "樱花树下", "雪人和小狗", "毕业快乐"] as const;
const GRAFFITI_WORDS = ["飞龙在天", "开心每一天", "星星月亮", "爱心满满"] as const;

/** Seeded authors and how many works each made. */
const AUTHORS = [
  { id: SEED_USERS.customer.id, works: 6 },
  { id: SEED_USERS.privileged.id, works: 4 },
  { id: SEED_USERS.admin.id, works: 3 },
  { id: SEED_USERS.printerManager.id, works: 5 },
] as const;

const SIGN_DAYS = 10;

export function seedPhoto(store: Store, random: Random, now: SeedNow): void {
  const visible = THEMES.filter((t) => t.visible).map((t) => t.id);
  type Event = { at: number; run: () => void };
  const events: Event[] = [];

  // Sign-ins: the ten days before the seed's day, each author.
  for (const a of AUTHORS) {
    for (let i = SIGN_DAYS; i >= 1; i--) {
      const at = now.s - i * DAY_S + random.int(0, 3600);
      const streakDay = SIGN_DAYS - i + 1;
      events.push({
        at,
        run: () => {
          const day = chinaDay(at);
          store.photo.signs[`${a.id}:${day}`] = { userId: a.id, day, value: signValue(streakDay), create_time: at };
          addPoints(store, a.id, "sign", signValue(streakDay), null, at);
        },
      });
    }
  }

  // Invites: three friends of the customer, one of the manager.
  const invitees = [
    { inviter: SEED_USERS.customer.id, nickname: "小橙子", mobile: "13900000011" },
    { inviter: SEED_USERS.customer.id, nickname: "阿杰", mobile: "13900000012" },
    { inviter: SEED_USERS.customer.id, nickname: "Mia", mobile: "13900000013" },
    { inviter: SEED_USERS.printerManager.id, nickname: "老周", mobile: "13900000014" },
  ];
  for (const [n, inv] of invitees.entries()) {
    const at = now.s - random.int(12, 40) * DAY_S;
    events.push({
      at,
      run: () => {
        const id = allocId(store, "photoInvite");
        store.photo.invites[String(id)] = {
          id, inviterId: inv.inviter, nickname: inv.nickname, avatar: `/mock/avatars/${20 + n}.svg`, mobile: inv.mobile,
          points: INVITE_POINTS, create_time: at,
        };
        addPoints(store, inv.inviter, "invite", INVITE_POINTS, id, at);
      },
    });
  }

  // Works: made in the last three days, after seven days of sign-ins (60 points) paid for them.
  for (const a of AUTHORS) {
    for (let i = 0; i < a.works; i++) {
      const graffiti = i === a.works - 1 && a.id !== SEED_USERS.admin.id;
      const type = graffiti ? FREE_GRAFFITI_THEME : (visible[(a.id + i) % visible.length] ?? 20);
      const at = now.s - random.int(1, 72) * 3600;
      const prompt = graffiti ? (GRAFFITI_WORDS[random.int(0, GRAFFITI_WORDS.length - 1)] ?? "") : (PROMPTS[random.int(0, PROMPTS.length - 1)] ?? "");
      const source = graffiti ? "" : `/mock/art/photo-${random.int(1, 99_999)}.svg`;
      // Every third one private, and every photo print (16): it is the customer's own photo (issue 11).
      const isPublic = i % 3 === 2 || type === PHOTO_PRINT_THEME ? 0 : 1;
      events.push({
        at,
        run: () => {
          const id = allocId(store, "photoWork");
          store.photo.works[String(id)] = {
            id, userId: a.id, type, source_url: source, prompt, image_url: resultImage(type, prompt, source, id),
            is_public: isPublic, create_time: at, readyAt: at * 1000 + DRAWING_MS,
          };
          addPoints(store, a.id, "create", -PHOTO_POINTS_COST, id, at);
        },
      });
    }
  }

  // Draws of the customer in every state (on earlier days, so today's draws are all left).
  const home = Object.values(store.customer.addresses).find((x) => x.userId === SEED_USERS.customer.id && x.is_default === 1);
  const draws: [number, number, string][] = [
    [1, LOTTERY_STATUS.NEED_ADDRESS, ""],
    [4, LOTTERY_STATUS.SHIPPED, "SF1402658873321"],
    [2, LOTTERY_STATUS.ISSUED, ""],
    [3, LOTTERY_STATUS.NONE, ""],
  ];
  for (const [n, [prizeId, status, express]] of draws.entries()) {
    const at = now.s - (n + 1) * 2 * DAY_S - random.int(0, 3600);
    events.push({
      at,
      run: () => {
        const id = allocId(store, "lottery");
        const address = status === LOTTERY_STATUS.SHIPPED && home !== undefined ? addressCopy(home) : null;
        store.photo.lottery[String(id)] = { id, userId: SEED_USERS.customer.id, prizeId, status, address, express_no: express, day: chinaDay(at), create_time: at };
        const points = prizeById(prizeId)?.points;
        if (points !== undefined) addPoints(store, SEED_USERS.customer.id, "lottery", points, id, at);
      },
    });
  }


  events.sort((x, y) => x.at - y.at);
  for (const e of events) e.run();

  // Favourites: the customer keeps three shared works of others; the privileged user one.
  const shared = Object.values(store.photo.works).filter((w) => w.is_public === 1);
  const favs: [number, number][] = [];
  for (const w of shared.filter((x) => x.userId !== SEED_USERS.customer.id).slice(0, 3)) favs.push([SEED_USERS.customer.id, w.id]);
  for (const w of shared.filter((x) => x.userId === SEED_USERS.customer.id).slice(0, 1)) favs.push([SEED_USERS.privileged.id, w.id]);
  for (const [userId, workId] of favs) {
    store.photo.collects[`${userId}:${workId}`] = { userId, workId, create_time: now.s - random.int(1, 48) * 3600 };
  }

  // SIM-0001's screen, bound by its manager.
  store.photo.screens["SIM-0001"] = { sn: "SIM-0001", userId: SEED_USERS.printerManager.id, bind_time: now.s - 30 * DAY_S };
}
