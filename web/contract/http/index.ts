/** Every endpoint of §7, by group. The mock router and the OpenAPI writer walk this list. */
import * as activity from "./activity.ts";
import * as address from "./address.ts";
import * as auth from "./auth.ts";
import * as company from "./company.ts";
import * as coupon from "./coupon.ts";
import * as defaults from "./default.ts";
import type { Endpoint } from "./endpoint.ts";
import * as manage from "./manage.ts";
import * as manageCoupon from "./manage-coupon.ts";
import * as manageDevice from "./manage-device.ts";
import * as manageOrder from "./manage-order.ts";
import * as managePhoto from "./manage-photo.ts";
import * as lottery from "./lottery.ts";
import * as materials from "./materials.ts";
import * as order from "./order.ts";
import * as photo from "./photo.ts";
import * as platform from "./platform.ts";
import * as screen from "./screen.ts";
import * as sugar from "./sugar.ts";
import * as tanghua from "./tanghua.ts";
import * as tanghuaPhoto from "./tanghua-photo.ts";
import * as tixian from "./tixian.ts";
import * as weixin from "./weixin.ts";

export { activity, address, auth, company, coupon, defaults, lottery, manage, manageCoupon, manageDevice, manageOrder, managePhoto, materials, order, photo, platform, screen, sugar, tanghua, tanghuaPhoto, tixian, weixin };

export const ENDPOINTS: readonly Endpoint[] = [
  ...auth.authEndpoints,
  ...address.addressEndpoints,
  ...defaults.defaultEndpoints,
  ...weixin.weixinEndpoints,
  ...company.companyEndpoints,
  ...sugar.sugarEndpoints,
  ...tanghua.tanghuaEndpoints,
  ...tanghuaPhoto.tanghuaPhotoEndpoints,
  ...coupon.couponEndpoints,
  ...order.orderEndpoints,
  ...materials.materialsEndpoints,
  ...manageOrder.manageOrderEndpoints,
  ...manage.manageEndpoints,
  ...tixian.tixianEndpoints,
  ...photo.photoEndpoints,
  ...lottery.lotteryEndpoints,
  ...screen.screenEndpoints,
  ...activity.activityEndpoints,
  ...manageCoupon.manageCouponEndpoints,
  ...managePhoto.managePhotoEndpoints,
  ...manageDevice.manageDeviceEndpoints,
  ...platform.platformEndpoints,
];
