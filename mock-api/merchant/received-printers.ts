/**
 * Printers a shop receives (issue 15/17: "serials received become printers of that shop in the
 * mock's world, so `sim` can run them"). When the buying shop confirms receipt of a device order
 * (shipping-confirm), every serial its parcels listed becomes a printer record bound to that shop:
 * it is listed among the shop's printers, customers can scan it, and `sim printer add <sn>`
 * simulates it (the sim's fleet takes any printer of the store, sim/fleet-actions.ts).
 *
 * The settings are a new machine's: WeChat pay on, no game, second half or phone activity, the
 * shop's currency (another of its printers' locale), no coins; the shop's owner manages it (§6
 * is_manage: test prints from /sugar/debug). Its device secret is fresh and never sent to browsers.
 */
import type { Random } from "../random.ts";
import type { PurchaseOrderRecord } from "../store/merchant.ts";
import { own } from "../store/own.ts";
import type { PrinterRecord, Store } from "../store/types.ts";
import { shipmentsOf } from "./purchase.ts";

/** A new machine's AI drawing price, as the seeded ones in ¥ (PrinterRecord.ai_price). */
const NEW_AI_PRICE = "9.90";

/** The serials a device order's parcels listed, in the order they were sent. */
export function shippedSerials(store: Store, orderId: number): string[] {
  return shipmentsOf(store, orderId).flatMap((s) => s.sns ?? []);
}

/** Makes the received serials printers of the order's shop; answers the serials added. */
export function registerReceivedPrinters(store: Store, o: PurchaseOrderRecord, nowS: number, random: Random): string[] {
  if (o.order_type !== "device") return [];
  const shopPrinters = Object.values(store.printers).filter((p) => p.shopId === o.shopId);
  const locale = shopPrinters.find((p) => p.locale !== null)?.locale ?? null;
  let deviceId = Object.values(store.printers).reduce((max, p) => Math.max(max, p.device_id), 1000);
  const model = o.items[0]?.name ?? "糖画机器人";
  const added: string[] = [];
  for (const sn of shippedSerials(store, o.id)) {
    if (own(store.printers, sn) !== undefined) continue; // shipping refuses a serial already known; never overwrite one
    deviceId += 1;
    const printer: PrinterRecord = {
      sn,
      device_id: deviceId,
      shopId: o.shopId,
      name: `${model} ${sn}`,
      eggSn: null,
      is_open_game: 0,
      is_second_half: 0,
      is_open_phone_activity: 0,
      is_open_weixin_pay: 1,
      ai_price: NEW_AI_PRICE,
      locale: locale === null ? null : { ...locale },
      coins: 0,
      secret: random.bytes(16).toString("hex"), // ctx.random: a replay draws the same (random.ts)
      create_time: nowS,
    };
    store.printers[sn] = printer;
    added.push(sn);
  }
  const owner = own(store.users, own(store.shops, o.shopId)?.ownerId ?? 0);
  if (owner !== undefined) for (const sn of added) if (!owner.managedPrinters.includes(sn)) owner.managedPrinters.push(sn);
  return added;
}
