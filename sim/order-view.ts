/**
 * An order as the API and the printer see it (GET /orders/:order_sn of the control API, `sim order`,
 * issue 13 item 8): the API's status, payment and refund from the mock API's store, and from the
 * simulated printer whether the job runs there, waits in its queue (and where), or is among the
 * jobs it printed to the end.
 */
import { effectiveStatus } from "../mock-api/commerce/orders.ts";
import { refundOf } from "../mock-api/commerce/refunds.ts";
import type { PrintOrderRecord, Store } from "../mock-api/store/types.ts";
import { PAY_TYPE } from "../web/contract/constants.ts";
import { REFUND_STATUS } from "../web/contract/http/order.ts";
import type { Fleet } from "./fleet-api.ts";

/** §9 pay types by number, for people. */
const PAY_TYPE_NAMES: Readonly<Record<number, string>> = {
  [PAY_TYPE.WEIXIN_JSAPI]: "WeChat JSAPI",
  [PAY_TYPE.UNUSED]: "unused",
  [PAY_TYPE.BALANCE]: "balance",
  [PAY_TYPE.WEIXIN]: "WeChat",
  [PAY_TYPE.WEIXIN_NATIVE]: "WeChat Native QR",
  [PAY_TYPE.COINS]: "coins",
};

const REFUND_STATUS_NAMES: Readonly<Record<number, string>> = {
  [REFUND_STATUS.APPLYING]: "applying",
  [REFUND_STATUS.APPROVED]: "approved",
  [REFUND_STATUS.REFUNDED]: "refunded",
  [REFUND_STATUS.REJECTED]: "rejected",
};

/** Where the order's job is on its printer: printed = among the last jobs it printed to the end. */
export type JobPlace = "running" | "queued" | "printed" | "absent";

export interface OrderView {
  order_sn: string;
  sn: string;
  status: number;
  status_name: string;
  pay_type: number | null;
  /** The last print status the printer reported (§3), null before any. */
  print_status_info: string | null;
  print_status_message: string | null;
  /** ms: an unpaid order closes then. */
  expires_at: number;
  name: string;
  /** Unix seconds. */
  create_time: number;
  pay: { paid: boolean; pay_type_name: string | null; money: string; pay_money: string | null; coins: number | null; pay_time: number | null };
  /** ms the backend first handed the job to the printer side; null: never (unpaid, or a seeded order). */
  job_sent_at: number | null;
  refund: null | {
    id: number;
    status: number;
    status_name: string;
    amount: string;
    refund_amount: string | null;
    coins: number | null;
    reason: string;
    remark: string;
    create_time: number;
    audit_time: number | null;
    refund_time: number | null;
  };
  /** The simulated printer's side; null when the sim does not simulate `sn`. */
  printer: null | {
    state: string;
    appOnline: boolean | null;
    job: JobPlace;
    /** 1 = next to print; only when queued. */
    position: number | null;
    /** %, only while running. */
    progress: number | null;
    /** What the printer prints now (this order or another). */
    printing: string | null;
  };
}

export function orderView(store: Store, fleet: Fleet, order: PrintOrderRecord, nowMs: number, statusName: (status: number) => string): OrderView {
  const status = effectiveStatus(order, nowMs);
  const refund = refundOf(store, order);
  const seen = fleet.inspect(order.sn);
  let printer: OrderView["printer"] = null;
  if (seen !== undefined) {
    const { row, model } = seen;
    const queueAt = model.queue.findIndex((j) => j.order_sn === order.order_sn);
    const job: JobPlace = model.job?.order_sn === order.order_sn ? "running" : queueAt >= 0 ? "queued" : model.recent.includes(order.order_sn) ? "printed" : "absent";
    printer = {
      state: row.state,
      appOnline: row.appOnline,
      job,
      position: queueAt >= 0 ? queueAt + 1 : null,
      progress: job === "running" ? row.progress : null,
      printing: model.job?.order_sn ?? null,
    };
  }
  return {
    order_sn: order.order_sn,
    sn: order.sn,
    status,
    status_name: statusName(status),
    pay_type: order.pay_type,
    print_status_info: order.print_status_info ?? null,
    print_status_message: order.print_status_message ?? null,
    expires_at: order.expiresAt,
    name: order.name,
    create_time: order.create_time,
    pay: {
      paid: order.pay_time !== null,
      pay_type_name: order.pay_type === null ? null : (PAY_TYPE_NAMES[order.pay_type] ?? String(order.pay_type)),
      money: order.money,
      pay_money: order.pay_money,
      coins: order.coins_money,
      pay_time: order.pay_time,
    },
    job_sent_at: order.job_sent_at ?? null,
    refund:
      refund === undefined
        ? null
        : {
            id: refund.id, status: refund.status, status_name: REFUND_STATUS_NAMES[refund.status] ?? String(refund.status), amount: refund.amount,
            refund_amount: refund.refund_amount, coins: refund.coins, reason: refund.reason, remark: refund.remark,
            create_time: refund.create_time, audit_time: refund.audit_time, refund_time: refund.refund_time,
          },
    printer,
  };
}
