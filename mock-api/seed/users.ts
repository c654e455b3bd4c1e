/**
 * Seeded users, one of every §6 role. Their identities are fixed (tests and docs name them by
 * phone); the seed only moves their sign-up dates. Log in as any of them with their mobile and
 * the code printed by the mock API (or read from GET /__mock/codes?mobile=...).
 */
import { LEVEL_TYPE } from "../../web/contract/constants.ts";
import type { UserRecord } from "../store/types.ts";
import type { Random } from "./random.ts";
import { shiftedS, type SeedNow } from "./world-ids.ts";

export const SEED_USERS = {
  /** §6 customer: prints, pays, deletes own works. */
  customer: {
    id: 1, mobile: "13800000001", email: "", wx_openid: "oTH3x0customer00000000000001",
    nickname: "糖糖小朋友", level_type: LEVEL_TYPE.CUSTOMER, total_money: "25.80", coins: 3,
    managedPrinters: [] as string[], companyId: null,
  },
  /** §6 privileged user (level_type 1): hides others' patterns, sees all photos. */
  privileged: {
    id: 2, mobile: "13800000002", email: "", wx_openid: "oTH3x0privileged000000000002",
    nickname: "李特权", level_type: LEVEL_TYPE.PRIVILEGED, total_money: "0.00", coins: 0,
    managedPrinters: [] as string[], companyId: null,
  },
  /** §6 admin (level_type 3): /admin/x. */
  admin: {
    id: 3, mobile: "13800000003", email: "admin@tanghua.example", wx_openid: "",
    nickname: "王运营", level_type: LEVEL_TYPE.ADMIN, total_money: "520.00", coins: 0,
    managedPrinters: [] as string[], companyId: 1,
  },
  /** §6 super admin (level_type 7). */
  superAdmin: {
    id: 4, mobile: "13800000004", email: "root@tanghua.example", wx_openid: "",
    nickname: "赵总", level_type: LEVEL_TYPE.SUPER_ADMIN, total_money: "0.00", coins: 0,
    managedPrinters: [] as string[], companyId: 1,
  },
  /** §6 printer manager: a customer by level, manager (is_manage) of printer SIM-0001. */
  printerManager: {
    id: 5, mobile: "13800000005", email: "shop@tanghua.example", wx_openid: "oTH3x0manager000000000000005",
    nickname: "陈店长", level_type: LEVEL_TYPE.CUSTOMER, total_money: "1288.50", coins: 20,
    managedPrinters: ["SIM-0001"], companyId: 1,
  },
  /** Signed up through WeChat only: no mobile, no email (§2: admin area sends them to /login). */
  wechatOnly: {
    id: 6, mobile: "", email: "", wx_openid: "oTH3x0wechatonly0000000000006",
    nickname: "微信用户_6", level_type: LEVEL_TYPE.CUSTOMER, total_money: "0.00", coins: 1,
    managedPrinters: [] as string[], companyId: null,
  },
} as const;

export type SeedRole = keyof typeof SEED_USERS;

/** When the platform opened (the seed's own calendar); seeded sign-up dates fall in the year after it. */
const OPENING_S = Date.UTC(2024, 2, 1) / 1000;

export function seedUsers(random: Random, now: SeedNow): Record<string, UserRecord> {
  const users: Record<string, UserRecord> = {};
  for (const u of Object.values(SEED_USERS)) {
    users[String(u.id)] = {
      ...u,
      managedPrinters: [...u.managedPrinters],
      avatar: `/mock/avatars/${u.id}.svg`,
      create_time: shiftedS(now, OPENING_S) + random.int(0, 365 * 86_400),
    };
  }
  return users;
}
