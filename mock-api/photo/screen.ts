/**
 * The shops' big screens (contract screen.ts): a merchant binds one to a printer of their
 * company; it lists the photos (goods type 16 print orders, once paid) printed there. A
 * customer's photo is theirs alone (issue 11 item 6, printing/privacy.ts): the public wall shows
 * that one was printed, in which frame, by whom (masked), never the photo itself.
 */
import { GOODS_TYPE } from "../../web/contract/constants.ts";
import { PRINT_ORDER_STATUS } from "../../web/contract/http/order.ts";
import type { ScreenBinding, ScreenPhoto } from "../../web/contract/http/screen.ts";
import { effectiveStatus, printerOfOrder } from "../commerce/orders.ts";
import { canSeeShop } from "../finance/scope.ts";
import { templateUrl } from "../printing/photo-drawings.ts";
import { sharedWithEveryone } from "../printing/privacy.ts";
import { own } from "../store/own.ts";
import type { ScreenRecord } from "../store/photo.ts";
import type { PrinterRecord, PrintOrderRecord, Store, UserRecord } from "../store/types.ts";

const SHOWN: readonly number[] = [PRINT_ORDER_STATUS.PAID, PRINT_ORDER_STATUS.PRINTING, PRINT_ORDER_STATUS.COMPLETED];

/** A printer the merchant may put on a screen: one of their company's (admins: any bound one). */
export function screenPrinter(store: Store, user: UserRecord, sn: string): PrinterRecord | undefined {
  const printer = own(store.printers, sn);
  if (printer === undefined || printer.shopId === null) return undefined;
  const shop = own(store.shops, printer.shopId);
  return shop !== undefined && canSeeShop(user, shop) ? printer : undefined;
}

export function toBinding(store: Store, s: ScreenRecord): ScreenBinding {
  const printer = own(store.printers, s.sn);
  const shop = printer?.shopId == null ? undefined : own(store.shops, printer.shopId);
  return { sn: s.sn, printer_name: printer?.name ?? s.sn, shop_name: shop?.name ?? null, bind_time: s.bind_time };
}

/** A name on a public screen: the first character, then a star or two. */
function maskName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return "*";
  return `${chars[0]}${"*".repeat(Math.min(2, Math.max(1, chars.length - 1)))}`;
}

/** The picture a public screen may show of an order: the work's, or for a private photo its frame (or none). */
function screenImage(store: Store, o: PrintOrderRecord): string | null {
  const goods = o.goodsId === null ? undefined : own(store.goods, o.goodsId);
  if (goods === undefined || sharedWithEveryone(store, goods)) return o.image_url || null;
  return goods.photo === undefined ? null : templateUrl(goods.photo.templateId);
}

export function toScreenPhoto(store: Store, o: PrintOrderRecord): ScreenPhoto {
  const user = own(store.users, o.userId);
  return { id: o.id, name: o.name, image_url: screenImage(store, o), nickname: maskName(user?.nickname || "*"), create_time: o.pay_time ?? o.create_time };
}

/** Photos printed on `sn` (its egg head included), newest first. */
export function screenPhotos(store: Store, sn: string, nowMs: number): PrintOrderRecord[] {
  return Object.values(store.printOrders)
    .filter((o) => o.goods_type_id === GOODS_TYPE.PHOTO && o.kind === "print")
    .filter((o) => o.sn === sn || printerOfOrder(store, o)?.sn === sn)
    .filter((o) => SHOWN.includes(effectiveStatus(o, nowMs)))
    .sort((a, b) => b.id - a.id);
}
