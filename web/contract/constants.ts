/**
 * The constants of SPEC §9 (and the few of §3/§4 that several parts share).
 * Imported by the web app, the mock API and the sim; plain data only.
 */

// §9: upload limit 5 MB; §5: png, jpeg, jpg.
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_EXTENSIONS = ["png", "jpeg", "jpg"] as const;

// §9: sugar drawing pen.
export const SUGAR_LINE_WIDTH = 5;
export const SUGAR_ERASER_LINE_WIDTH = 10;
export const SUGAR_COLOR = "#e27101";

// §9: toasts.
export const TOAST_LIMIT = 20;
export const TOAST_TYPES = ["blank", "error", "success", "loading", "custom"] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
/** ms; Infinity = until dismissed (§9: loading unlimited). */
export const TOAST_DURATION_MS: Readonly<Record<ToastType, number>> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
};
export const TOAST_REMOVE_DELAY_MS = 1000;
export const TOAST_MAX_WIDTH_PX = 350;

// §9: 万 (zh) or W (en) from 10000 up.
export const BIG_NUMBER_THRESHOLD = 10_000;

// §9 pay types. 20 is defined but unused ("nothing" happens, §4).
export const PAY_TYPE = {
  WEIXIN_JSAPI: 10,
  UNUSED: 20,
  BALANCE: 30,
  WEIXIN: 60,
  WEIXIN_NATIVE: 61,
  COINS: 70,
} as const;
export type PayType = (typeof PAY_TYPE)[keyof typeof PAY_TYPE];
export const PAY_TYPES = Object.values(PAY_TYPE) as readonly PayType[];
export const DEFAULT_PAY_TYPE = PAY_TYPE.WEIXIN;

// §3/§9: coupon type 1 = discount (half price), 2 = free.
export const COUPON_TYPE = { DISCOUNT: 1, FREE: 2 } as const;
export type CouponType = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

// §9: WeChat Native QR sheet.
export const QR_COUNTDOWN_S = 60;
export const QR_POLL_MS = 2000;
export const QR_SIZE_PX = 224;
export const QR_ERROR_CORRECTION = "Q";

// §9: sales shown as sell_count × 10; game threshold 0.1; default money text.
export const SALES_MULTIPLIER = 10;
export const GAME_AMOUNT_THRESHOLD = 0.1;
export const DEFAULT_MONEY_TEXT = "0.00";

// §9: auth token cookie.
export const TOKEN_COOKIE = "accessToken";
export const TOKEN_LIFETIME_DAYS = 30;

// §6/§9: admin level types.
export const LEVEL_TYPE = { PRIVILEGED: 1, ADMIN: 3, SUPER_ADMIN: 7, CUSTOMER: 0 } as const;
export const ADMIN_LEVEL_TYPES: readonly number[] = [1, 3, 7];
/**
 * §6 lets level_type 1, 3 and 7 into /admin/x; what sets them apart is "not shown". Chosen, and
 * enforced by the server on every platform call (an endpoint's `levels`, endpoint.ts):
 *  - READ (1, 3, 7): every admin sees the platform's queues, users, shops, settings and counts;
 *  - OPERATE (3, 7): acting on money, goods and merchants: confirming device orders, shipping,
 *    auditing and paying refunds, reviewing withdrawals, suspending shops, taking activities down;
 *  - SUPER (7): the platform settings, who holds an admin level, and the audit journal.
 * Level 1 is §6's "privileged user" (hides others' patterns): a moderator who sees and does not pay.
 * Only level 7 grants or takes away levels 1, 3 and 7; the last level 7 cannot give up its own.
 */
export const PLATFORM_LEVELS = {
  READ: [LEVEL_TYPE.PRIVILEGED, LEVEL_TYPE.ADMIN, LEVEL_TYPE.SUPER_ADMIN],
  OPERATE: [LEVEL_TYPE.ADMIN, LEVEL_TYPE.SUPER_ADMIN],
  SUPER: [LEVEL_TYPE.SUPER_ADMIN],
} as const satisfies Record<string, readonly number[]>;
/** §4: the plaza 'show all' toggle. */
export const SHOW_ALL_LEVEL_TYPES: readonly number[] = [1, 3];

// §9 timings.
export const HTTP_TIMEOUT_MS = 60_000;
export const PRINTER_OFFLINE_MS = 5_000;
export const MQTT_RECONNECT_MS = 30_000;
export const STYLESHEET_SUSPENSE_MS = 60_000;

// §9: cart tab bar height.
export const CART_TAB_HEIGHT = "3.75rem";

/** §9 data fetch policy: admin vs everywhere else. */
export const FETCH_POLICY = {
  admin: { dedupeMs: 2_000, revalidateOnFocus: true, focusThrottleMs: 5_000, retryIntervalMs: 5_000, retries: Number.POSITIVE_INFINITY },
  default: { dedupeMs: 2_000, revalidateOnFocus: false, focusThrottleMs: 5_000, retryIntervalMs: 5_000, retries: 3 },
} as const;
export type FetchPolicy = (typeof FETCH_POLICY)[keyof typeof FETCH_POLICY];

// §9 languages: en, en-US, zh, zh-CN; fallback zh-CN.
export const LANGUAGES = ["zh-CN", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = {
  en: "en",
  "en-US": "en",
  zh: "zh-CN",
  "zh-CN": "zh-CN",
};
export const FALLBACK_LANGUAGE: Language = "zh-CN";
// §9 names common, sugar, sugar-settings and user; the customer areas add their own so each page
// loads only its strings (the /sugar first load is budgeted at 100 KB, locales included):
// sugar-pay (pay and QR sheets), sugar-print (waiting, debug), sugar-draw (drawing, AI, photo
// drawing), sugar-order (orders, refunds, activity, ranking, the shell's user page), login, pay,
// photo, pages (about, join, agreement, privacy, help, screen, lottery). user = the /user area.
export const NAMESPACES = [
  "common",
  "sugar",
  "sugar-settings",
  "user",
  "sugar-pay",
  "sugar-print",
  "sugar-draw",
  "sugar-order",
  "login",
  "pay",
  "photo",
  "pages",
  // The merchant admin (issue 14): the shell and its shared blocks, then one per sub-area; loaded
  // by the admin chunks only, never by the customer entry.
  "admin",
  "admin-dashboard",
  "admin-order",
  "admin-activity",
  "admin-coupon",
  "admin-x",
  "admin-store",
  "admin-user",
  // The printers (issue 14): /admin/device, /admin/photo-device and the dashboard's device-error page.
  "admin-device",
  // The shops (issue 15): /admin/shop.
  "admin-shop",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

// §9: error reporting sample rate.
export const ERROR_REPORT_SAMPLE_RATE = 0.1;

// §1/§9: default cash back, 1 unit, configurable in the back office.
export const DEFAULT_CASH_BACK = 1;

// §3: order statuses. [2,3,4] is used elsewhere; its meaning is not shown.
export const ORDER_STATUS = { PENDING_SHIPMENT: 20, PENDING_DELIVERY: 21, ORDER_COMPLETED: 99 } as const;
export const ORDER_STATUS_LIST_OTHER: readonly number[] = [2, 3, 4];

// §3: goods types. 8 is the gallery/system pattern type seen in the picker (no author shown).
export const GOODS_TYPE = { SYSTEM: 8, AI_DRAWING: 14, SUGAR_DRAWING: 15, PHOTO: 16 } as const;
export type GoodsType = (typeof GOODS_TYPE)[keyof typeof GOODS_TYPE];

// §3 themes (id, name, type, visible). 22 idea is free graffiti and hidden.
export const THEMES = [
  { id: 20, name: "lego", type: 20, visible: true },
  { id: 18, name: "clay", type: 18, visible: true },
  { id: 25, name: "cartoon", type: 25, visible: true },
  { id: 21, name: "manhua", type: 21, visible: true },
  { id: 22, name: "idea", type: 22, visible: false },
  { id: 16, name: "photo", type: 16, visible: true },
] as const;
export const FREE_GRAFFITI_THEME = 22;

// §7: history pages are 24 long.
export const HISTORY_PAGE_SIZE = 24;

// §1: currency defaults when the printer's locale is unknown.
export const DEFAULT_CURRENCY = { currencySymbol: "¥", currencyName: "元" } as const;

/**
 * §3 local state keys. Values are what the production app used; keep them stable so a
 * stored sn or language survives an upgrade.
 */
export const STORAGE_KEYS = {
  language: "i18nextLng",
  startUrl: "app_start_url",
  printerSn: "printer_sn",
  eggPrinterSn: "egg_printer_sn",
  deviceId: "device_id",
  deviceSn: "device_sn",
  deviceQrcode: "device_qrcode",
  isBind: "is_bind",
  isManage: "is_manage",
  isOpenGame: "is_open_game",
  isSecondHalf: "is_second_half",
  isOpenPhoneActivity: "is_open_phone_activity",
  photoShowAll: "photo_show_all",
  currency: "currency",
  openid: "wx_openid",
} as const;

/** §3 product constants. Company facts are the ones shown on /about (§9). */
export const PRODUCT = {
  title: "糖画机器人",
  enTitle: "Tanghua Sugar Art Robot",
  company: "杭州糖画智能科技有限公司",
  shortCompany: "糖画科技",
  registeredAddress: "浙江省杭州市余杭区文一西路 998 号 5 幢 301 室",
  phone: "400-826-7788",
  email: "service@tanghua.example",
  wechatAppId: "wx0000000000000000",
  sugarColor: SUGAR_COLOR,
  sugarLineWidth: SUGAR_LINE_WIDTH,
  sugarEraserLineWidth: SUGAR_ERASER_LINE_WIDTH,
  weixinQrcode: "/icons/weixin-qrcode.svg",
  kefuWeixinQrcode: "/icons/kefu-qrcode.svg",
  wifiName: "Tanghua-Printer",
  wifiPassword: "tanghua2026",
} as const;
