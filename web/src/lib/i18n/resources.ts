/**
 * Translation keys are typed from the zh-CN files (the fallback language, §9), so a key that
 * is not in zh-CN does not compile; test/web/lib/i18n-locales.test.ts keeps en in step.
 */
import type { Namespace } from "../../../contract/constants.ts";

type Common = typeof import("../../../public/locales/zh-CN/common.json");
type Sugar = typeof import("../../../public/locales/zh-CN/sugar.json");
type SugarSettings = typeof import("../../../public/locales/zh-CN/sugar-settings.json");
type UserNs = typeof import("../../../public/locales/zh-CN/user.json");
type SugarPayNs = typeof import("../../../public/locales/zh-CN/sugar-pay.json");
type SugarPrintNs = typeof import("../../../public/locales/zh-CN/sugar-print.json");
type SugarDrawNs = typeof import("../../../public/locales/zh-CN/sugar-draw.json");
type SugarOrderNs = typeof import("../../../public/locales/zh-CN/sugar-order.json");
type LoginNs = typeof import("../../../public/locales/zh-CN/login.json");
type PayNs = typeof import("../../../public/locales/zh-CN/pay.json");
type PhotoNs = typeof import("../../../public/locales/zh-CN/photo.json");
type PagesNs = typeof import("../../../public/locales/zh-CN/pages.json");
type AdminNs = typeof import("../../../public/locales/zh-CN/admin.json");
type AdminDashboardNs = typeof import("../../../public/locales/zh-CN/admin-dashboard.json");
type AdminOrderNs = typeof import("../../../public/locales/zh-CN/admin-order.json");
type AdminActivityNs = typeof import("../../../public/locales/zh-CN/admin-activity.json");
type AdminCouponNs = typeof import("../../../public/locales/zh-CN/admin-coupon.json");
type AdminXNs = typeof import("../../../public/locales/zh-CN/admin-x.json");
type AdminStoreNs = typeof import("../../../public/locales/zh-CN/admin-store.json");
type AdminUserNs = typeof import("../../../public/locales/zh-CN/admin-user.json");
type AdminDeviceNs = typeof import("../../../public/locales/zh-CN/admin-device.json");
type AdminShopNs = typeof import("../../../public/locales/zh-CN/admin-shop.json");

export interface Resources {
  common: Common;
  sugar: Sugar;
  "sugar-settings": SugarSettings;
  user: UserNs;
  "sugar-pay": SugarPayNs;
  "sugar-print": SugarPrintNs;
  "sugar-draw": SugarDrawNs;
  "sugar-order": SugarOrderNs;
  login: LoginNs;
  pay: PayNs;
  photo: PhotoNs;
  pages: PagesNs;
  admin: AdminNs;
  "admin-dashboard": AdminDashboardNs;
  "admin-order": AdminOrderNs;
  "admin-activity": AdminActivityNs;
  "admin-coupon": AdminCouponNs;
  "admin-x": AdminXNs;
  "admin-store": AdminStoreNs;
  "admin-user": AdminUserNs;
  "admin-device": AdminDeviceNs;
  "admin-shop": AdminShopNs;
}

export type KeyOf<NS extends Namespace> = Exclude<keyof Resources[NS], "default"> & string;
export type Dict = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;
