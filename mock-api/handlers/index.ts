/** Every route of the mock API, one group per file of web/contract/http. */
import type { Route } from "../route.ts";
import { activityRoutes } from "./activity.ts";
import { addressRoutes } from "./address.ts";
import { authRoutes } from "./auth.ts";
import { companyRoutes } from "./company.ts";
import { couponRoutes } from "./coupon.ts";
import { defaultRoutes } from "./default.ts";
import { manageCouponRoutes } from "./manage-coupon.ts";
import { manageDeviceRoutes } from "./manage-device.ts";
import { manageOrderRoutes } from "./manage-order.ts";
import { managePhotoRoutes } from "./manage-photo.ts";
import { manageShopRoutes } from "./manage-shop.ts";
import { manageRoutes } from "./manage.ts";
import { lotteryRoutes } from "./lottery.ts";
import { materialsRoutes } from "./materials.ts";
import { orderRoutes } from "./order.ts";
import { photoRoutes } from "./photo.ts";
import { platformRoutes } from "./platform.ts";
import { screenRoutes } from "./screen.ts";
import { sugarRoutes } from "./sugar.ts";
import { tanghuaOrderRoutes } from "./tanghua-orders.ts";
import { tanghuaRoutes } from "./tanghua.ts";
import { tanghuaPhotoRoutes } from "./tanghua-photo.ts";
import { tixianRoutes } from "./tixian.ts";
import { weixinRoutes } from "./weixin.ts";

export const ROUTES: readonly Route[] = [
  ...authRoutes,
  ...addressRoutes,
  ...defaultRoutes,
  ...weixinRoutes,
  ...companyRoutes,
  ...sugarRoutes,
  ...tanghuaRoutes,
  ...tanghuaPhotoRoutes,
  ...tanghuaOrderRoutes,
  ...couponRoutes,
  ...orderRoutes,
  ...materialsRoutes,
  ...manageOrderRoutes,
  ...manageRoutes,
  ...manageShopRoutes,
  ...tixianRoutes,
  ...photoRoutes,
  ...lotteryRoutes,
  ...screenRoutes,
  ...activityRoutes,
  ...manageCouponRoutes,
  ...managePhotoRoutes,
  ...manageDeviceRoutes,
  ...platformRoutes,
];
