/**
 * The pure rules of the pattern picker (§2, §5, §6, §9): who may hide, pin or delete, when the
 * owner's thumbnails and the author show, where the type chip links, the sales figure, and when
 * the start-print button is disabled. Table-tested in test/web/features/sugar/pattern-rules.test.ts.
 */
import { GOODS_TYPE, SALES_MULTIPLIER, type GoodsType } from "../../../contract/constants.ts";
import { paths } from "../../paths/paths.ts";
import { canPayCoinsAtOnce } from "./pay-rules.ts";
import { printerFaultOf } from "../../../contract/http/sugar.ts";

export interface Viewer {
  /** null: nobody is logged in. */
  levelType: number | null;
  /** §3 printer is_manage for the caller. */
  isManager: boolean;
}

export interface PatternActionsAllowed {
  hide: boolean;
  top: boolean;
  delete: boolean;
}

/**
 * §5/§6: hide only level_type 1 on others' works (once: hiding is one-way, and a hidden work
 * stays visible to them and its owner); top only managers; delete only the owner.
 */
export function allowedActions(viewer: Viewer, isSelf: boolean, isHidden = false): PatternActionsAllowed {
  const loggedIn = viewer.levelType !== null;
  return {
    hide: viewer.levelType === 1 && !isSelf && !isHidden,
    top: loggedIn && viewer.isManager,
    delete: loggedIn && isSelf,
  };
}

/** §2: thumbnails only for the owner's own works with more than one image. */
export function showThumbnails(isSelf: boolean, imageCount: number): boolean {
  return isSelf && imageCount > 1;
}

/** §2: the author's avatar and nickname unless goods_type_id is 8 (system patterns show their name). */
export function showAuthor(goodsTypeId: number): boolean {
  return goodsTypeId !== GOODS_TYPE.SYSTEM;
}

/** §2: the type chip links to ai-drawing (14), drawing (15) or photo (16) with ?sn; others have none. */
export function typeChipHref(goodsTypeId: number, sn: string): string | undefined {
  switch (goodsTypeId) {
    case GOODS_TYPE.AI_DRAWING:
      return paths.sugar.aiDrawing({ sn });
    case GOODS_TYPE.SUGAR_DRAWING:
      return paths.sugar.drawing.index({ sn });
    case GOODS_TYPE.PHOTO:
      return paths.sugar.photo.index({ sn });
    default:
      return undefined;
  }
}

/** §2/§9: sales are shown as sell_count × 10. */
export function salesCount(sellCount: number): number {
  return sellCount * SALES_MULTIPLIER;
}

export interface StartPrintState {
  loading: boolean;
  ordering: boolean;
  patternId: number | undefined;
  sn: string | undefined;
  /** §2 is_bind 0: the server refuses every order, so the button reads (and is) disabled. */
  unbound?: boolean;
}

/** §5: disabled while loading, while ordering, without a pattern id or without a printer sn; and unbound. */
export function startPrintDisabled(s: StartPrintState): boolean {
  return s.loading || s.ordering || s.patternId === undefined || !s.sn || s.unbound === true;
}

export interface PrinterNow {
  is_bind: number;
  online?: number | undefined;
  fault?: string | undefined;
}

/**
 * Whether the printer can take an order now (issue 11, PrinterInfo.online): unbound (§2, no
 * shop), offline (no heartbeat for 5 s, §4/§9: refused before any order is made), or ready. A busy
 * printer is ready: the order waits its turn, and the printer state chip above the button says how
 * many are ahead. An absent `online` is unknown, not offline: a backend that does not watch its
 * printers must not block every order. A printer reporting a fault (PrinterInfo.fault
 * "device_error") cannot print either: its job would fail at once, the customer's money then
 * waiting for a refund. Out of sugar or sticks it is ready: the job waits for the refill (the
 * state chip says so).
 */
export type PrinterReadiness = { kind: "unbound" } | { kind: "offline" } | { kind: "fault" } | { kind: "ready" };

export function printerReadiness(info: PrinterNow | undefined): PrinterReadiness {
  if (info === undefined) return { kind: "ready" };
  if (info.is_bind === 0) return { kind: "unbound" };
  if (info.online === 0) return { kind: "offline" };
  if (printerFaultOf(info) === "device_error") return { kind: "fault" };
  return { kind: "ready" };
}

/** Issue 11: a pattern the caller's coins will pay says so on the button ("投币 3 枚开始打印"). */
export function coinsOnStart(coins: number, coinsPrice: number | null | undefined): number | undefined {
  return canPayCoinsAtOnce(coins, coinsPrice) ? (coinsPrice ?? undefined) : undefined;
}

/** §3 remark: space-separated tags. */
export function remarkTags(remark: string | null | undefined): string[] {
  return (remark ?? "").split(/\s+/).filter((t) => t !== "");
}

const GOODS_TYPES: readonly number[] = Object.values(GOODS_TYPE);

/** A goods type id from the list's filter, or undefined for "all" or anything unknown. */
export function asGoodsType(id: number): GoodsType | undefined {
  return GOODS_TYPES.includes(id) ? (id as GoodsType) : undefined;
}
