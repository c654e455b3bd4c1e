/**
 * The merchant's printers (web/contract/http/manage-device.ts): the fleet list, detail, settings,
 * bind/unbind, managers and the error list. Reads in printing/device-views.ts, writes in
 * printing/device-admin.ts; every call finds the printer through the caller's scope first, so
 * another company's printer is a 404 before anything is read or changed.
 */
import {
  deviceErrorList,
  deviceManagerAdd,
  deviceManagerList,
  deviceManagerRemove,
  manageDeviceBind,
  manageDeviceInfo,
  manageDeviceList,
  manageDeviceSave,
  manageDeviceUnbind,
} from "../../web/contract/http/manage-device.ts";
import { addDeviceManager, bindDevice, removeDeviceManager, saveDevice, unbindDevice } from "../printing/device-admin.ts";
import { deviceErrorList as errorsOf, deviceInfo, deviceList, managersOf, toManager, visiblePrinter } from "../printing/device-views.ts";
import { route, signedIn, type Route } from "../route.ts";

export const manageDeviceRoutes: readonly Route[] = [
  route(manageDeviceList, (ctx) => deviceList(ctx, signedIn(ctx), ctx.input)),

  route(manageDeviceInfo, (ctx) => {
    const user = signedIn(ctx);
    return deviceInfo(ctx, user, visiblePrinter(ctx, user, ctx.input), ctx.input.goods_type_id);
  }),

  route(manageDeviceSave, (ctx) => {
    const user = signedIn(ctx);
    const { id, ...fields } = ctx.input;
    const p = visiblePrinter(ctx, user, { id });
    saveDevice(ctx, user, p, fields);
    return deviceInfo(ctx, user, p);
  }),

  route(manageDeviceBind, (ctx) => {
    const user = signedIn(ctx);
    const p = bindDevice(ctx, user, ctx.input);
    ctx.devices.bound?.(p.sn); // the printer side hears of it (a sim starts simulating the machine)
    return deviceInfo(ctx, user, p);
  }),

  route(manageDeviceUnbind, (ctx) => {
    unbindDevice(ctx, visiblePrinter(ctx, signedIn(ctx), ctx.input));
    return null;
  }),

  route(deviceManagerList, (ctx) => {
    const user = signedIn(ctx);
    const p = visiblePrinter(ctx, user, ctx.input);
    return { list: managersOf(ctx.store, p).map((u) => toManager(ctx.store, p, u, user)) };
  }),

  route(deviceManagerAdd, (ctx) => {
    const user = signedIn(ctx);
    const p = visiblePrinter(ctx, user, ctx.input);
    return toManager(ctx.store, p, addDeviceManager(ctx, p, ctx.input.mobile), user);
  }),

  route(deviceManagerRemove, (ctx) => {
    removeDeviceManager(ctx, visiblePrinter(ctx, signedIn(ctx), ctx.input), ctx.input.user_id);
    return null;
  }),

  route(deviceErrorList, (ctx) => errorsOf(ctx, signedIn(ctx), ctx.input)),
];
