/**
 * The waiting page's view of one print (§2 waiting page, §3 printer live status): what the latest
 * heartbeat and the command messages say, folded into a phase (heating / printing / done …),
 * progress from bytes read over the job's size, and the material and bamboo warnings. Pure.
 *
 * Whose job is on the printer: heartbeats do not say, command messages do (order_sn). A page
 * opened after its job started has missed the job's first messages, so an unknown job is taken to
 * be ours until a message names another order.
 */
import { PRINT_MODE, type Heartbeat } from "../../../../contract/device/heartbeat.ts";
import type { CommandMessage } from "../../../../contract/device/messages.ts";
import { PRINT_ORDER_STATUS } from "../../../../contract/http/order.ts";

type PrintStatusInfo = NonNullable<CommandMessage["print_status_info"]>;

export interface StatusMessage {
  /** ms, the printer's clock. */
  ts: number;
  text: string;
  info: PrintStatusInfo | null;
  orderSn: string | null;
}

export interface LiveState {
  heartbeat: Heartbeat | null;
  /** §3 command data: coins now available at the machine; null until reported. */
  coins: number | null;
  /** The order the printer's job messages last named. */
  jobOrderSn: string | null;
  /** The last print_status_info about our order. */
  ourInfo: PrintStatusInfo | null;
  /** Our job reached done (a "done" message, or DONE mode while the job was ours). Sticky. */
  done: boolean;
  /** Newest first, at most MESSAGES_KEPT. */
  messages: readonly StatusMessage[];
}

export const MESSAGES_KEPT = 5;

export const EMPTY_LIVE_STATE: LiveState = { heartbeat: null, coins: null, jobOrderSn: null, ourInfo: null, done: false, messages: [] };

const ours = (jobOrderSn: string | null, orderSn: string | undefined) => orderSn === undefined || jobOrderSn === null || jobOrderSn === orderSn;

export function applyHeartbeat(s: LiveState, hb: Heartbeat, orderSn?: string): LiveState {
  const done = s.done || (hb.printMode === PRINT_MODE.DONE && ours(s.jobOrderSn, orderSn) && s.ourInfo !== "failed" && s.ourInfo !== "cancelled");
  return { ...s, heartbeat: hb, done };
}

export function applyCommand(s: LiveState, msg: CommandMessage, orderSn?: string): LiveState {
  let next: LiveState = s;
  if (msg.coins !== undefined) next = { ...next, coins: msg.coins };
  const info = msg.print_status_info ?? null;
  const sn = msg.order_sn ?? null;
  if (info !== null || msg.print_status_message !== undefined) {
    const running = info === "queued" || info === "heating" || info === "printing";
    // A job that starts names the printer's current order; "failed" for a refused job does not.
    const jobOrderSn = running && sn !== null ? sn : next.jobOrderSn;
    const isOurs = orderSn === undefined || sn === orderSn;
    const text = msg.print_status_message ?? "";
    const messages = text === "" ? next.messages : [{ ts: msg.ts, text, info, orderSn: sn }, ...next.messages].slice(0, MESSAGES_KEPT);
    next = {
      ...next,
      jobOrderSn,
      messages,
      ourInfo: isOurs && info !== null ? info : next.ourInfo,
      done: next.done || (isOurs && info === "done"),
    };
  }
  return next;
}

export type PrintPhase =
  /** No heartbeat yet. */
  | "connecting"
  /** The order is not paid (yet). */
  | "unpaid"
  /** Paid; the printer has not started it (idle, or printing another order). */
  | "queued"
  | "heating"
  | "printing"
  /** Waiting for material or bamboo. */
  | "paused"
  | "done"
  | "failed"
  /** The printer is in an error state. */
  | "error"
  /** Refunded or closed. */
  | "closed";

export interface PrintView {
  phase: PrintPhase;
  /** 0..1, or null when it cannot be known (no job size). */
  progress: number | null;
  /** Another order is on the printer (ours waits behind it). */
  otherJob: boolean;
  materialMissing: boolean;
  bambooMissing: boolean;
}

/** Just what the view needs of the order (PrintOrder). */
export interface OrderFacts {
  status: number;
  job_bytes?: number | undefined;
}

export function derivePrintView(s: LiveState, orderSn: string | undefined, order: OrderFacts | null | undefined): PrintView {
  const hb = s.heartbeat;
  const materialMissing = hb !== null && !hb.materialPresent;
  const bambooMissing = hb !== null && !hb.bambooPresent;
  const otherJob = orderSn !== undefined && s.jobOrderSn !== null && s.jobOrderSn !== orderSn && !s.done;
  const base = { otherJob, materialMissing, bambooMissing };
  const bytes = order?.job_bytes;
  const progressOf = (read: number) => (bytes === undefined || bytes <= 0 ? null : Math.min(1, Math.max(0, read / bytes)));

  const status = order?.status;
  if (s.done || status === PRINT_ORDER_STATUS.COMPLETED) return { ...base, phase: "done", progress: 1, otherJob: false };
  if (status === PRINT_ORDER_STATUS.REFUNDED || status === PRINT_ORDER_STATUS.CLOSED) return { ...base, phase: "closed", progress: null };
  if (s.ourInfo === "failed" || s.ourInfo === "cancelled" || status === PRINT_ORDER_STATUS.PRINT_FAILED) return { ...base, phase: "failed", progress: null };
  if (status === PRINT_ORDER_STATUS.UNPAID) return { ...base, phase: "unpaid", progress: 0 };
  if (hb === null) return { ...base, phase: "connecting", progress: null };
  if (otherJob) return { ...base, phase: "queued", progress: 0 };
  switch (hb.printMode) {
    case PRINT_MODE.HEATING:
      return { ...base, phase: "heating", progress: 0 };
    case PRINT_MODE.PRINTING:
      return { ...base, phase: "printing", progress: progressOf(hb.bytesRead) };
    case PRINT_MODE.PAUSED:
      return { ...base, phase: "paused", progress: progressOf(hb.bytesRead) };
    case PRINT_MODE.ERROR:
      return { ...base, phase: "error", progress: null };
    case PRINT_MODE.DONE:
      // Someone else's job finishing (ours not yet started).
      return { ...base, phase: "queued", progress: 0 };
    default:
      return { ...base, phase: "queued", progress: 0 };
  }
}
