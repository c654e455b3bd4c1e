/**
 * Where our order stands in its printer's queue (tanghua/print-queue): the jobs before it, for the
 * waiting page's "前面还有 N 单" and its time estimate (the user guide promises both).
 */
import { printQueue } from "../../../../contract/http/tanghua.ts";
import { useApi } from "../../../lib/use-api.ts";
import { usePoll } from "../../../lib/use-poll.ts";

/**
 * A job takes 2 to 5 minutes (the user guide, /help/user-guide): one job ahead counts as 3 min,
 * the middle of that, so the estimate is neither a promise nor a scare.
 */
export const JOB_ESTIMATE_S = 180;

/** 5 s: the queue moves one job every few minutes; a move shows within seconds without chatter. */
export const QUEUE_POLL_MS = 5_000;

export interface QueuePlace {
  /** Jobs before ours (the one printing included); null while unknown or when ours is not listed. */
  ahead: number | null;
}

/** Asks while `active` (our order is paid and not started yet), every QUEUE_POLL_MS. */
export function usePrintQueue(sn: string | undefined, orderSn: string | undefined, active: boolean): QueuePlace {
  const state = useApi(printQueue, active && sn !== undefined && orderSn !== undefined ? { sn } : null);
  usePoll(state.reload, active, QUEUE_POLL_MS);
  const list = state.data?.list;
  const index = list === undefined || orderSn === undefined ? -1 : list.findIndex((job) => job.order_sn === orderSn);
  return { ahead: index < 0 ? null : index };
}

/** Minutes until our job starts, rounded up; at least 1 while anything is ahead. */
export function minutesUntilStart(ahead: number): number {
  return Math.max(1, Math.ceil((ahead * JOB_ESTIMATE_S) / 60));
}
