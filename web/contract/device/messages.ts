/**
 * The JSON messages beside the binary heartbeat. §3 "Command message data: coins,
 * print_status_info, print_status_message"; the print job is what a paid order sends the printer.
 */
import * as z from "zod/mini";
import { isValidSn } from "./topics.ts";

const Serial = z.string().check(z.refine(isValidSn, "not a printer serial"));

/**
 * Print status the printer reports as a job moves (print_status_info is a machine code). "queued":
 * the printer has the job; while it waits behind others (issue 11: a printer prints one job at a
 * time, in arrival order) print_status_message says its place, "排队中，前面还有 N 个", sent again
 * each time it moves up. A job the printer already has (a redelivery) gets no message at all.
 */
export const PRINT_STATUS_INFO = ["queued", "heating", "printing", "done", "failed", "cancelled"] as const;

/**
 * printer → watchers. Every field is optional: a coin insert sends only `coins` (the coins now
 * available at the machine), a job update sends the status pair and its order.
 */
export const CommandMessage = z.looseObject({
  sn: Serial,
  /** ms since the epoch, the printer's clock. */
  ts: z.number(),
  coins: z.optional(z.number().check(z.int(), z.gte(0))),
  print_status_info: z.optional(z.enum(PRINT_STATUS_INFO)),
  /** Human-readable, in the printer's language (shown on the waiting page). */
  print_status_message: z.optional(z.string().check(z.maxLength(200))),
  order_sn: z.optional(z.string().check(z.maxLength(64))),
});
export type CommandMessage = z.infer<typeof CommandMessage>;

/** backend → printer: print this. `bytes` is the job's size; bytes_read grows to it (progress). */
export const PrintJobMessage = z.looseObject({
  order_sn: z.string().check(z.minLength(1), z.maxLength(64)),
  sn: Serial,
  goods_id: z.nullable(z.number().check(z.int(), z.positive())),
  goods_type_id: z.nullable(z.number().check(z.int(), z.positive())),
  name: z.string().check(z.maxLength(100)),
  image_url: z.string().check(z.maxLength(1024)),
  bytes: z.number().check(z.int(), z.positive(), z.lte(64 * 1024 * 1024)),
  /** ms since the epoch. */
  created_at: z.number(),
});
export type PrintJobMessage = z.infer<typeof PrintJobMessage>;

/**
 * backend → printer on the job topic, beside PrintJobMessage (§7 does not show it; chosen here,
 * issue 13): drop the job of `order_sn`. Sent when its order is refunded while the printer may
 * still hold it (queued, or printing). The printer stops it if it runs, takes it out of its queue
 * if it waits (reporting "cancelled" for it, and their new place to the jobs behind it), and
 * remembers it either way, so a copy of the job that arrives later is not printed. An order it
 * never had is only remembered. `cancel: true` tells the two messages apart: a job has no such field.
 */
export const CancelJobMessage = z.looseObject({
  cancel: z.literal(true),
  order_sn: z.string().check(z.minLength(1), z.maxLength(64)),
  sn: Serial,
  /** Why, for the printer's log: "refunded". */
  reason: z.optional(z.string().check(z.maxLength(64))),
  /** ms since the epoch, the backend's clock. */
  ts: z.number(),
});
export type CancelJobMessage = z.infer<typeof CancelJobMessage>;

/** What arrives on a printer's job topic: a job to print, or a cancel (checked first: it has `cancel`). */
export const JobTopicMessage = z.union([CancelJobMessage, PrintJobMessage]);
export type JobTopicMessage = z.infer<typeof JobTopicMessage>;

export function isCancel(msg: JobTopicMessage): msg is CancelJobMessage {
  return "cancel" in msg && msg.cancel === true;
}

/**
 * printer → backend on presenceTopic(sn), retained, QoS 1 (§7 does not show it; chosen here).
 *   - On every connect the printer publishes `{ sn, online: true, ts }` (its "birth"), retained.
 *   - Its Last Will is `{ sn, online: false }` (no `ts`: a will is fixed at CONNECT time, so the
 *     receiver stamps it), retained, published by the broker when the connection ends without a
 *     DISCONNECT: a power cut, a crash, a keepalive timeout.
 *   - A clean disconnect publishes `{ sn, online: false, ts, reason: "disconnect" }` itself, since
 *     the broker discards the will then [MQTT-3.1.2-10].
 * Retained so a backend that subscribes later learns every printer's last presence at once; the
 * birth message overwrites the will's retained "offline" on reconnect, so it never goes stale.
 */
export const PresenceMessage = z.looseObject({
  sn: Serial,
  online: z.boolean(),
  /** ms since the epoch, the printer's clock; absent in the will. */
  ts: z.optional(z.number()),
  reason: z.optional(z.string().check(z.maxLength(64))),
});
export type PresenceMessage = z.infer<typeof PresenceMessage>;
