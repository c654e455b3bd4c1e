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
  /**
   * Our job's print time (s) and bytes read, as the printer last reported them while printing it.
   * Kept once the job is done: the printer then goes idle and its heartbeat reads 0 again (issue 11).
   */
  jobFigures: JobFigures | null;
}

export interface JobFigures {
  printTime: number;
  bytesRead: number;
}

export const MESSAGES_KEPT = 5;

export const EMPTY_LIVE_STATE: LiveState = { heartbeat: null, coins: null, jobOrderSn: null, ourInfo: null, done: false, messages: [], jobFigures: null };

const ours = (jobOrderSn: string | null, orderSn: string | undefined) => orderSn === undefined || jobOrderSn === null || jobOrderSn === orderSn;

export function applyHeartbeat(s: LiveState, hb: Heartbeat, orderSn?: string): LiveState {
  // Ours still waiting in the printer's queue: the job it reports on is someone else's.
  const isOurs = ours(s.jobOrderSn, orderSn) && s.ourInfo !== "queued";
  const done = s.done || (hb.printMode === PRINT_MODE.DONE && isOurs && s.ourInfo !== "failed" && s.ourInfo !== "cancelled");
  const mode = hb.printMode;
  const onJob = mode === PRINT_MODE.PRINTING || mode === PRINT_MODE.PAUSED || mode === PRINT_MODE.DONE;
  // Once done, only the DONE display still speaks of our job; idle (or the next job) would zero them.
  const jobFigures = onJob && isOurs && !(done && mode !== PRINT_MODE.DONE) ? { printTime: hb.printTime, bytesRead: hb.bytesRead } : s.jobFigures;
  return { ...s, heartbeat: hb, done, jobFigures };
}

export function applyCommand(s: LiveState, msg: CommandMessage, orderSn?: string): LiveState {
  let next: LiveState = s;
  if (msg.coins !== undefined) next = { ...next, coins: msg.coins };
  const info = msg.print_status_info ?? null;
  const sn = msg.order_sn ?? null;
  if (info !== null || msg.print_status_message !== undefined) {
    // A job that heats or prints names the printer's current order. "queued" does not: the printer
    // says it of a job put behind others (issue 11) as well as of the one it takes up, which then
    // says "heating" at once; "failed" for a refused job does not either.
    const running = info === "heating" || info === "printing";
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
 * The page's link to the printer, told apart for the customer (issue 11): the phone has no network
 * (navigator.onLine), our MQTT connection is down (so nothing can be said of the printer), or our
 * connection is up and the printer itself has been silent for §9's 5 s (it is off).
 */
export type LinkState = "ok" | "connecting" | "no-network" | "reconnecting" | "printer-offline";

export interface LinkFacts {
  feed: string;
  online: boolean;
  /** Connected, and no heartbeat for 5 s (lib/mqtt/online-tracker.ts `silent`). */
  silent: boolean;
}

export function deriveLink(l: LinkFacts, networkOnline: boolean): LinkState {
  if (!networkOnline) return "no-network";
  if (l.feed === "reconnecting") return "reconnecting";
  if (l.silent) return "printer-offline";
  return l.online ? "ok" : "connecting";
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
