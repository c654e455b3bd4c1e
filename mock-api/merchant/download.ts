/**
 * Order exports (§7 manage-order/download, /admin/user/download-record): the filtered orders of
 * one type become a CSV file kept beside the state (store/blobs.ts) with a download record naming
 * it; it counts against its maker's storage quota (mock-api/storage.ts). Served at
 * `/mock/downloads/<id>.csv` (merchant/download-asset.ts).
 */
import { DEFAULT_CURRENCY, type Language } from "../../web/contract/constants.ts";
import type { DownloadRecord } from "../../web/contract/http/manage-order.ts";
import { effectiveStatus, printerOfOrder } from "../commerce/orders.ts";
import { ApiError } from "../errors.ts";
import { say } from "../messages.ts";
import { signedIn, type RouteContext } from "../route.ts";
import { requireRoom } from "../storage.ts";
import type { DownloadRecordRow } from "../store/merchant.ts";
import { own } from "../store/own.ts";
import type { Store } from "../store/types.ts";
import { freshId } from "./ids.ts";
import { M } from "./messages.ts";
import { listPurchases } from "./purchase.ts";
import { effectivePurchaseStatus } from "./stock.ts";
import { chinaTime, maskMobile, shopOfPrintOrder, visibleShop, type Scope } from "./scope.ts";
import { payTypeText, printStatusText, purchaseStatusText, refundStatusText } from "./status-text.ts";
import { listPrintOrders } from "./tanghua.ts";

export interface DownloadQuery {
  order_type: "tanghua" | "material" | "device";
  start_date: string;
  end_date: string;
  status?: number | undefined;
  shop_id?: number | undefined;
  /** Print orders only: a purchase order belongs to a shop, not a printer, so it is ignored there. */
  device_sn?: string | undefined;
  refund_status?: number | undefined;
  /** Order number (part of it), as the list's search. */
  sn?: string | undefined;
  /** Print orders only: photo or sugar (contract GOODS_GROUPS). */
  goods_group?: "sugar" | "photo" | undefined;
}

/**
 * One CSV cell (RFC 4180 quoting). Text starting with = + - @ or a tab/CR is prefixed with ' so
 * a spreadsheet shows it instead of running it (OWASP "CSV injection"); plain numbers stay numbers.
 */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(s) && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

function csv(rows: readonly (readonly (string | number)[])[]): string {
  // The BOM makes Excel read the Chinese as UTF-8.
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

const zhEn = (lang: Language, zh: string, en: string) => (lang === "en" ? en : zh);

function tanghuaRows(store: Store, scope: Scope, q: DownloadQuery, nowMs: number, lang: Language): (string | number)[][] {
  const head = [
    zhEn(lang, "订单号", "Order no."), zhEn(lang, "下单时间", "Ordered"), zhEn(lang, "支付时间", "Paid"),
    zhEn(lang, "店铺", "Shop"), zhEn(lang, "设备", "Printer"), zhEn(lang, "图案", "Pattern"),
    zhEn(lang, "图案类型", "Goods type"), zhEn(lang, "顾客", "Customer"), zhEn(lang, "金额", "Amount"), zhEn(lang, "币种", "Currency"),
    zhEn(lang, "投币", "Coins"), zhEn(lang, "支付方式", "Paid by"), zhEn(lang, "状态", "Status"), zhEn(lang, "退款", "Refund"),
  ];
  const rows = listPrintOrders(store, scope, q, nowMs).map((o) => {
    const shop = shopOfPrintOrder(store, o);
    const user = own(store.users, o.userId);
    return [
      o.order_sn, chinaTime(o.create_time), chinaTime(o.pay_time), shop?.name ?? "", o.sn, o.name, o.goods_type_id,
      user === undefined ? "" : `${user.nickname} ${scope.admin ? user.mobile : maskMobile(user.mobile)}`.trim(),
      o.pay_money ?? o.money, (printerOfOrder(store, o)?.locale ?? DEFAULT_CURRENCY).currencyName, o.coins_money ?? "", payTypeText(lang, o.pay_type),
      printStatusText(lang, effectiveStatus(o, nowMs)), refundStatusText(lang, o.refund_status),
    ];
  });
  return [head, ...rows];
}

function purchaseRows(store: Store, scope: Scope, kind: "material" | "device", q: DownloadQuery, nowMs: number, lang: Language): (string | number)[][] {
  const head = [
    zhEn(lang, "订单号", "Order no."), zhEn(lang, "下单时间", "Ordered"), zhEn(lang, "支付时间", "Paid"),
    zhEn(lang, "店铺", "Shop"), zhEn(lang, "商品", "Items"), zhEn(lang, "数量", "Quantity"), zhEn(lang, "运费", "Freight"),
    zhEn(lang, "金额", "Amount"), zhEn(lang, "状态", "Status"), zhEn(lang, "退款", "Refund"),
    zhEn(lang, "收货人", "Consignee"), zhEn(lang, "电话", "Phone"), zhEn(lang, "地址", "Address"),
  ];
  const rows = listPurchases(store, scope, kind, q).map((o) => [
    o.sn, chinaTime(o.create_time), chinaTime(o.pay_time), own(store.shops, o.shopId)?.name ?? "",
    o.items.map((i) => `${i.name}（${i.spec_name}）×${i.num}`).join("；"),
    o.total_num, o.freight, o.money, purchaseStatusText(lang, effectivePurchaseStatus(o, Math.floor(nowMs / 1000))), refundStatusText(lang, o.refund_status),
    o.contact.name, o.contact.phone, o.contact.address,
  ]);
  return [head, ...rows];
}

export function toDownloadRecord(d: DownloadRecordRow): DownloadRecord {
  return { id: d.id, url: d.url, file_name: d.file_name, order_type: d.order_type, row_count: d.row_count, create_time: d.create_time };
}

/** The CSV of an export as `scope` sees it. A shop_id the caller may not see is refused (404). */
export function exportCsv(store: Store, scope: Scope, q: DownloadQuery, nowMs: number, lang: Language): { bytes: Buffer; rowCount: number } {
  if (q.shop_id !== undefined && visibleShop(store, scope, q.shop_id) === undefined) throw new ApiError(404, say(lang, M.shopNotFound));
  const rows = q.order_type === "tanghua" ? tanghuaRows(store, scope, q, nowMs, lang) : purchaseRows(store, scope, q.order_type, q, nowMs, lang);
  return { bytes: Buffer.from(csv(rows), "utf8"), rowCount: rows.length - 1 }; // the header is not a row of data
}

/** Builds the export and records it for the caller; one past the caller's storage quota is refused before it is kept. */
export function createDownload(ctx: RouteContext, scope: Scope, q: DownloadQuery): DownloadRecordRow {
  const userId = signedIn(ctx).id;
  const nowMs = ctx.clock.now();
  const { bytes, rowCount } = exportCsv(ctx.store, scope, q, nowMs, ctx.lang);
  requireRoom(ctx, userId, bytes.length);
  return keepDownload(ctx.store, userId, q, { blob: ctx.blobs.put(bytes), bytes: bytes.length, rowCount }, nowMs);
}

/** The download record of an export whose CSV is kept as `file.blob`. */
export function keepDownload(store: Store, userId: number, q: DownloadQuery, file: { blob: string; bytes: number; rowCount: number }, nowMs: number): DownloadRecordRow {
  const id = freshId(store, "download", store.merchant.downloads);
  const span = `${q.start_date.replaceAll("-", "")}-${q.end_date.replaceAll("-", "")}`;
  const row: DownloadRecordRow = {
    id,
    userId,
    order_type: q.order_type,
    file_name: `${q.order_type}-orders-${span}.csv`,
    url: `/mock/downloads/${id}.csv`,
    row_count: file.rowCount,
    blob: file.blob,
    bytes: file.bytes,
    create_time: Math.floor(nowMs / 1000),
  };
  store.merchant.downloads[String(id)] = row;
  return row;
}
