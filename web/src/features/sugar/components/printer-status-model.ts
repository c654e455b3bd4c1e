/**
 * The waiting page's view of one print (§2 waiting page, §3 printer live status): the live state
 * (lib/printer-live/live-state.ts) folded into a phase (heating / printing / done …), progress
 * from bytes read over the job's size, the material and bamboo warnings, and why a paid order
 * cannot print now. Pure.
 */
import { PRINT_MODE } from "../../../../contract/device/heartbeat.ts";
import { PRINT_ORDER_STATUS } from "../../../../contract/http/order.ts";
import type { LinkState, LiveState } from "../../../lib/printer-live/live-state.ts";

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
  | "closed"
  /** The caller has no order of this number (another's, or a mistyped link). */
  | "notFound";

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

/**
 * `ahead`: jobs before ours in the printer's queue (tanghua/print-queue), when known. A page opened
 * while another job runs has missed the messages that name it; the queue still says ours waits.
 */
export function derivePrintView(s: LiveState, orderSn: string | undefined, order: OrderFacts | null | undefined, ahead: number | null = null): PrintView {
  const hb = s.heartbeat;
  const materialMissing = hb !== null && !hb.materialPresent;
  const bambooMissing = hb !== null && !hb.bambooPresent;
  const otherJob = orderSn !== undefined && s.jobOrderSn !== null && s.jobOrderSn !== orderSn && !s.done;
  const base = { otherJob, materialMissing, bambooMissing };
  const bytes = order?.job_bytes;
  const progressOf = (read: number) => (bytes === undefined || bytes <= 0 ? null : Math.min(1, Math.max(0, read / bytes)));

  const status = order?.status;
  // Another's order, or none: nothing the printer does is about it (§6: another's looks missing).
  if (order === null && orderSn !== undefined) return { ...base, phase: "notFound", progress: null, otherJob: false };
  if (s.done || status === PRINT_ORDER_STATUS.COMPLETED) return { ...base, phase: "done", progress: 1, otherJob: false };
  if (status === PRINT_ORDER_STATUS.REFUNDED || status === PRINT_ORDER_STATUS.CLOSED) return { ...base, phase: "closed", progress: null };
  if (s.ourInfo === "failed" || s.ourInfo === "cancelled" || status === PRINT_ORDER_STATUS.PRINT_FAILED) return { ...base, phase: "failed", progress: null };
  if (status === PRINT_ORDER_STATUS.UNPAID) return { ...base, phase: "unpaid", progress: 0 };
  if (hb === null) return { ...base, phase: "connecting", progress: null };
  if (otherJob) return { ...base, phase: "queued", progress: 0 };
  // Ours waits in the printer's queue: whatever it is doing is someone else's job.
  if (s.ourInfo === "queued") return { ...base, phase: "queued", progress: 0, otherJob: hb.printMode !== PRINT_MODE.IDLE };
  if (ahead !== null && ahead > 0 && s.jobOrderSn !== orderSn) return { ...base, phase: "queued", progress: 0, otherJob: true };
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

/**
 * "No progress for N s" (issue 11): a paid order that the printer, online, has not taken up while
 * nothing ahead of it is printing, or whose print stopped reading bytes. 30 s: a job starts within
 * a second or two of its hand-off (or of the previous job's 10 s done display), and a print reads
 * about 1.5 KB every second; heating is progress of its own and never counts.
 */
export const STALL_MS = 30_000;

/**
 * What must keep changing while the print is watched for a stall, or null when it is not watched
 * (heating, paused for material, waiting behind other jobs, or past the print). `ahead`: jobs
 * before ours in the printer's queue (tanghua/print-queue), null when unknown.
 */
export function stallKey(s: LiveState, view: PrintView, ahead: number | null): string | null {
  const hb = s.heartbeat;
  if (hb === null) return null;
  if (view.phase === "queued" && !view.otherJob && (ahead === null || ahead === 0)) return `q:${hb.printMode}:${s.jobOrderSn ?? ""}:${s.ourInfo ?? ""}`;
  if (view.phase === "printing") return `p:${hb.bytesRead}`;
  return null;
}

/** Why a paid order cannot be printed now, when it cannot (the waiting page's "机器暂时无法打印"). */
export type Trouble = "offline" | "error" | "stalled";

export function deriveTrouble(view: PrintView, link: LinkState, stalled: boolean, order: OrderFacts | null | undefined): Trouble | null {
  const paid = order?.status === PRINT_ORDER_STATUS.PAID || order?.status === PRINT_ORDER_STATUS.PRINTING;
  if (!paid) return null;
  if (view.phase === "done" || view.phase === "failed" || view.phase === "closed" || view.phase === "unpaid") return null;
  // §4/§9: offline = 5 s without a heartbeat while we could have heard one.
  if (link === "printer-offline") return "offline";
  if (view.phase === "error") return "error";
  return stalled ? "stalled" : null;
}
