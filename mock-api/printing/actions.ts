/**
 * Pattern actions (§4 hide, top, delete) with the rules of §5/§6 checked on the server:
 * - hide: only a privileged user (level_type 1), only on someone else's work; per printer, and
 *   one-way (§4 names only top as a toggle: hiding a hidden work again changes nothing);
 * - top / cancel / toggle: only the printer's manager (user.managedPrinters);
 * - delete: only the work's owner; the work is marked deleted (orders still refer to it).
 * Every check comes before any write, so a refused action changes nothing.
 */
import { LEVEL_TYPE } from "../../web/contract/constants.ts";
import type { PatternState } from "../../web/contract/http/sugar.ts";
import { ApiError } from "../errors.ts";
import { say, type Bilingual } from "../messages.ts";
import type { RouteContext } from "../route.ts";
import type { Flag01, GoodsRecord, PrinterRecord, Store, UserRecord } from "../store/types.ts";
import { listingOf, requireVisibleGoods } from "./catalog.ts";
import { M } from "./messages.ts";
import { manages, requirePrinter } from "./printers.ts";

export type PatternActionKind = "hide" | "top" | "cancel" | "toggle-top" | "delete";

function state(store: Store, sn: string, goods: GoodsRecord): PatternState {
  const l = listingOf(store, sn, goods.id);
  return { goods_id: goods.id, is_top: l?.is_top ?? 0, is_hide: l?.is_hide ?? 0, is_delete: goods.deleted ? 1 : 0 };
}

/** Why `user` may not do `action` to `goods` on `printer`, or null when they may. */
function refusal(user: UserRecord, printer: PrinterRecord, goods: GoodsRecord, action: PatternActionKind): Bilingual | null {
  switch (action) {
    case "hide":
      if (user.level_type !== LEVEL_TYPE.PRIVILEGED) return M.hideNotAllowed;
      return goods.ownerId === user.id ? M.hideOwn : null;
    case "top":
    case "cancel":
    case "toggle-top":
      return manages(user, printer.sn) ? null : M.topNotAllowed;
    case "delete":
      return goods.ownerId === user.id ? null : M.deleteNotAllowed;
  }
}

/** Sets a listing flag, creating the listing only when something actually changes. */
function setFlag(store: Store, sn: string, goodsId: number, flag: "is_top" | "is_hide", value: Flag01): void {
  const key = `${sn}:${goodsId}`;
  const listing = listingOf(store, sn, goodsId);
  if (listing !== undefined) listing[flag] = value;
  else if (value === 1) store.listings[key] = { sn, goodsId, is_top: 0, is_hide: 0, [flag]: value };
}

/** Does `action` as the caller, or throws errorCode 1 having changed nothing. */
export function patternAction(ctx: RouteContext, user: UserRecord, sn: string, goodsId: number, action: PatternActionKind): PatternState {
  const printer = requirePrinter(ctx, sn);
  const goods = requireVisibleGoods(ctx, printer, goodsId);
  const why = refusal(user, printer, goods, action);
  // 200 + errorCode 1: the picker shows the message as a toast and stops (§8 confirm-drawer failures).
  if (why !== null) throw new ApiError(200, say(ctx.lang, why));
  const { store } = ctx;
  switch (action) {
    case "hide":
      setFlag(store, sn, goods.id, "is_hide", 1);
      break;
    case "top":
      setFlag(store, sn, goods.id, "is_top", 1);
      break;
    case "cancel":
      setFlag(store, sn, goods.id, "is_top", 0);
      break;
    case "toggle-top":
      setFlag(store, sn, goods.id, "is_top", listingOf(store, sn, goods.id)?.is_top === 1 ? 0 : 1);
      break;
    case "delete":
      goods.deleted = true;
      // Its PNGs are served no more (printing/assets.ts): their files stop counting against the
      // customer's storage (issue 12 item 2) and go with the next snapshot.
      for (const [k, image] of Object.entries(store.images)) if (image.goodsId === goods.id) delete store.images[k];
      break;
  }
  return state(store, sn, goods);
}
