/**
 * One printer's live state from its feed (§3 printer live status, §7 Realtime), shared by the
 * customer's waiting and debug pages and the merchant's printer detail: what the latest heartbeat
 * and the command messages say, folded (whose job is on the printer, its figures, the printer's
 * messages and coins), and the page's link to the printer (§4: the 5 s online rule). Pure.
 *
 * Whose job is on the printer: heartbeats do not say, command messages do (order_sn). A page
 * opened after its job started has missed the job's first messages, so an unknown job is taken to
 * be ours until a message names another order, for its figures. Not for "done": the DONE display
 * of the job before ours would tell a customer still in the queue to take their figure. An
 * unnamed job's end counts as ours only by the "done" message naming our order (or the order
 * reading completed, printer-status-model.ts).
 */
import { PRINT_MODE, type Heartbeat } from "../../../contract/device/heartbeat.ts";
import type { CommandMessage } from "../../../contract/device/messages.ts";

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
  /** Newest first, at most MESSAGES_KEPT; with an order given, only those about it or about no order. */
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
  const named = orderSn === undefined || s.jobOrderSn === orderSn;
  const done = s.done || (hb.printMode === PRINT_MODE.DONE && named && isOurs && s.ourInfo !== "failed" && s.ourInfo !== "cancelled");
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
    // A customer's page lists what the printer says of their order (or of no order): another
    // customer's "打印中 40%" under "排队中" reads as theirs. The merchant's and debug pages, all.
    const listed = text !== "" && (orderSn === undefined || sn === null || sn === orderSn);
    const messages = listed ? [{ ts: msg.ts, text, info, orderSn: sn }, ...next.messages].slice(0, MESSAGES_KEPT) : next.messages;
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
