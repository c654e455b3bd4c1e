/** Words for the order and refund statuses, for exports (the pages have their own in the locale files). */
import type { Language } from "../../web/contract/constants.ts";
import { NO_REFUND, PRINT_ORDER_STATUS, PURCHASE_ORDER_STATUS, REFUND_STATUS } from "../../web/contract/http/manage-order.ts";
import { PAY_TYPE } from "../../web/contract/constants.ts";
import type { Bilingual } from "../messages.ts";

type Table = Readonly<Record<number, Bilingual>>;

const PRINT: Table = {
  [PRINT_ORDER_STATUS.UNPAID]: { "zh-CN": "待支付", en: "Unpaid" },
  [PRINT_ORDER_STATUS.PAID]: { "zh-CN": "已支付", en: "Paid" },
  [PRINT_ORDER_STATUS.PRINTING]: { "zh-CN": "打印中", en: "Printing" },
  [PRINT_ORDER_STATUS.PRINT_FAILED]: { "zh-CN": "打印失败", en: "Print failed" },
  [PRINT_ORDER_STATUS.REFUNDED]: { "zh-CN": "已退款", en: "Refunded" },
  [PRINT_ORDER_STATUS.CLOSED]: { "zh-CN": "已关闭", en: "Closed" },
  [PRINT_ORDER_STATUS.COMPLETED]: { "zh-CN": "已完成", en: "Completed" },
};

const PURCHASE: Table = {
  [PURCHASE_ORDER_STATUS.UNPAID]: { "zh-CN": "待支付", en: "Unpaid" },
  [PURCHASE_ORDER_STATUS.PENDING_CONFIRM]: { "zh-CN": "待确认", en: "Awaiting confirmation" },
  [PURCHASE_ORDER_STATUS.PENDING_SHIPMENT]: { "zh-CN": "待发货", en: "Awaiting shipment" },
  [PURCHASE_ORDER_STATUS.PENDING_DELIVERY]: { "zh-CN": "待收货", en: "Awaiting delivery" },
  [PURCHASE_ORDER_STATUS.REFUNDED]: { "zh-CN": "已退款", en: "Refunded" },
  [PURCHASE_ORDER_STATUS.CLOSED]: { "zh-CN": "已关闭", en: "Closed" },
  [PURCHASE_ORDER_STATUS.COMPLETED]: { "zh-CN": "已完成", en: "Completed" },
};

const REFUND: Table = {
  [NO_REFUND]: { "zh-CN": "", en: "" },
  [REFUND_STATUS.APPLYING]: { "zh-CN": "退款审核中", en: "Refund under review" },
  [REFUND_STATUS.APPROVED]: { "zh-CN": "退款待打款", en: "Refund approved" },
  [REFUND_STATUS.REFUNDED]: { "zh-CN": "已退款", en: "Refunded" },
  [REFUND_STATUS.REJECTED]: { "zh-CN": "退款被拒绝", en: "Refund rejected" },
};

const PAY: Table = {
  [PAY_TYPE.WEIXIN_JSAPI]: { "zh-CN": "微信支付", en: "WeChat Pay" },
  [PAY_TYPE.WEIXIN]: { "zh-CN": "微信支付", en: "WeChat Pay" },
  [PAY_TYPE.WEIXIN_NATIVE]: { "zh-CN": "微信扫码支付", en: "WeChat QR" },
  [PAY_TYPE.BALANCE]: { "zh-CN": "余额支付", en: "Balance" },
  [PAY_TYPE.COINS]: { "zh-CN": "投币支付", en: "Coins" },
};

function pick(table: Table, lang: Language, n: number | null): string {
  if (n === null) return "";
  return table[n]?.[lang] ?? String(n);
}

export const printStatusText = (lang: Language, n: number) => pick(PRINT, lang, n);
export const purchaseStatusText = (lang: Language, n: number) => pick(PURCHASE, lang, n);
export const refundStatusText = (lang: Language, n: number) => pick(REFUND, lang, n);
export const payTypeText = (lang: Language, n: number | null) => pick(PAY, lang, n);
