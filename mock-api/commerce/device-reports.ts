/**
 * What printers report, recorded in the store (issue 3: "records the print status the printer
 * reports"). The sim's MQTT bridge calls these for every command message and heartbeat it
 * receives; the API then answers with them (tanghua/info coins, order status, online counts).
 *
 * A report only moves an order forward along its lifecycle (PAID → PRINTING → COMPLETED, or
 * PRINT_FAILED); a late or repeated message can never revive a refunded or closed order.
 */
import type { CommandMessage } from "../../web/contract/device/messages.ts";
import { PRINT_ORDER_STATUS as S } from "../../web/contract/http/order.ts";
import { own } from "../store/own.ts";
import type { PrintOrderRecord, Store } from "../store/types.ts";
import { findOrderBySn } from "./orders.ts";

/** The statuses each print_status_info may move an order from, and where to. */
const MOVES: Readonly<Record<string, { from: readonly number[]; to: number }>> = {
  heating: { from: [S.PAID], to: S.PRINTING },
  printing: { from: [S.PAID], to: S.PRINTING },
  done: { from: [S.PAID, S.PRINTING], to: S.COMPLETED },
  failed: { from: [S.PAID, S.PRINTING], to: S.PRINT_FAILED },
  cancelled: { from: [S.PAID, S.PRINTING], to: S.PRINT_FAILED },
};

export interface ReportResult {
  /** The store changed (persist it). */
  changed: boolean;
  order?: PrintOrderRecord;
}

/** A printer's JSON command message: its coins, and the status of the job it is printing. */
export function recordCommandMessage(store: Store, msg: CommandMessage): ReportResult {
  const printer = own(store.printers, msg.sn);
  if (printer === undefined) return { changed: false };
  let changed = false;
  if (msg.coins !== undefined && msg.coins !== printer.coins) {
    printer.coins = msg.coins; // §3 coins: what is available at the machine now
    changed = true;
  }
  if (msg.order_sn === undefined || msg.print_status_info === undefined) return { changed };
  const order = findOrderBySn(store, msg.order_sn);
  // Only the printer (or its egg head) the order was sent to may report on it.
  if (order === undefined || (order.sn !== msg.sn && printer.eggSn !== order.sn)) return { changed };
  order.print_status_info = msg.print_status_info;
  if (msg.print_status_message !== undefined) order.print_status_message = msg.print_status_message;
  const move = MOVES[msg.print_status_info];
  if (move !== undefined && move.from.includes(order.status)) order.status = move.to;
  printer.last_error = msg.print_status_info === "failed" ? (msg.print_status_message ?? "failed") : "";
  return { changed: true, order };
}

/** A decoded heartbeat arrived: the printer is online (§4: offline after 5 s without one). */
export function recordHeartbeat(store: Store, sn: string, nowMs: number): void {
  const printer = own(store.printers, sn);
  if (printer !== undefined) printer.last_seen = nowMs;
}
