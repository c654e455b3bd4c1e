/**
 * What printers report, recorded in the store (issue 3: "records the print status the printer
 * reports"). The sim's MQTT bridge calls these for every command message and heartbeat it
 * receives; the API then answers with them (tanghua/info coins, order status, online counts).
 *
 * A report only moves an order forward along its lifecycle (PAID → PRINTING → COMPLETED, or
 * PRINT_FAILED); a late or repeated message can never revive a refunded or closed order.
 *
 * The durable hand-off (issue 11): a heartbeat after more than 5 s without one brings a printer
 * back (comesBack); the caller then re-sends its paid jobs (printing/jobs.ts redeliverJobs), so a
 * job sent while it was away (lost: clean MQTT session, or powered off) still prints.
 */
import { PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import type { CommandMessage } from "../../web/contract/device/messages.ts";
import { PRINT_ORDER_STATUS as S } from "../../web/contract/http/order.ts";
import { noteHeartbeatCondition, noteJobMoved, notePrintFailure, type HeartbeatCondition } from "../printing/device-state.ts";
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

/**
 * A printer's JSON command message: its coins, and the status of the job it is printing. A job
 * reported failed becomes the printer's error (printing/device-state.ts), from `nowMs`, the time
 * the backend heard it (default: the printer's own clock, msg.ts).
 */
export function recordCommandMessage(store: Store, msg: CommandMessage, nowMs: number = msg.ts): ReportResult {
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
  // A job's place in the printer's queue ("排队中，前面还有 N 个") is news only while it waits.
  if (msg.print_status_info === "queued" && order.status !== S.PAID) return { changed };
  order.print_status_info = msg.print_status_info;
  if (msg.print_status_message !== undefined) order.print_status_message = msg.print_status_message;
  const move = MOVES[msg.print_status_info];
  if (move !== undefined && move.from.includes(order.status)) order.status = move.to;
  if (msg.print_status_info === "failed") notePrintFailure(printer, msg.print_status_message ?? "", nowMs);
  else noteJobMoved(printer, nowMs);
  return { changed: true, order };
}

/**
 * §4, §9: a heartbeat after more than PRINTER_OFFLINE_MS (5 s) without one: the printer is back.
 * A printer never seen before (no last_seen) is new, not back: the backend cannot have lost a job
 * to a printer it never knew online.
 */
export function comesBack(lastSeen: number | undefined, nowMs: number): boolean {
  return lastSeen !== undefined && nowMs - lastSeen > PRINTER_OFFLINE_MS;
}

/**
 * A decoded heartbeat arrived: the printer is online (§4: offline after 5 s without one). True when
 * it brings the printer back (comesBack): the caller re-sends its paid jobs then. O(1): it runs for
 * every heartbeat of every printer.
 */
export function recordHeartbeat(store: Store, sn: string, nowMs: number): boolean {
  const printer = own(store.printers, sn);
  if (printer === undefined) return false;
  const back = comesBack(printer.last_seen, nowMs);
  printer.last_seen = nowMs;
  return back;
}

/**
 * What a decoded heartbeat says is wrong (error mode, no material, no sticks) becomes, or stops
 * being, the printer's error (printing/device-state.ts). True when that changed (persist it).
 */
export function recordHeartbeatCondition(store: Store, sn: string, hb: HeartbeatCondition, nowMs: number): boolean {
  const printer = own(store.printers, sn);
  return printer !== undefined && noteHeartbeatCondition(printer, hb, nowMs);
}
