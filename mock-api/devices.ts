/**
 * The mock API's side of the printers: a paid order hands its print job to `DevicePort.sendJob`.
 * The sim (its own issue) implements the port over MQTT; without it jobs are only recorded.
 */
import type { CancelJobMessage, PrintJobMessage } from "../web/contract/device/messages.ts";

/** The job messages are the device contract's (web/contract/device/messages.ts): one definition. */
export type { CancelJobMessage, PrintJobMessage };
import { DEFAULT_STORAGE_QUOTA_BYTES } from "./store/files.ts";

export interface DevicePort {
  sendJob(job: PrintJobMessage): void;
  /** Issue 13: the printer drops this order's job (refunded while queued or printing). */
  cancelJob?(msg: CancelJobMessage): void;
  /** A token was revoked (logout): the broker closes the MQTT sessions it opened. */
  tokenRevoked?(token: string): void;
  /**
   * Issue 14: a printer was bound to a shop (manage-device/bind). The merchant binds it standing at
   * the machine, so it is switched on: a simulator starts simulating it if it did not already.
   */
  bound?(sn: string): void;
}

export const noDevices: DevicePort = { sendJob: () => {} };

/**
 * A port that hands everything to one made later (the sim builds the API first, its fleet after),
 * method for method, so a message added to DevicePort cannot be dropped by a forwarder that lists
 * only the old ones (issue 13: the cancel).
 */
export function laterDevices(target: () => DevicePort | null): DevicePort {
  return {
    sendJob: (job) => target()?.sendJob(job),
    cancelJob: (msg) => target()?.cancelJob?.(msg),
    tokenRevoked: (token) => target()?.tokenRevoked?.(token),
    bound: (sn) => target()?.bound?.(sn),
  };
}

/** Behaviour QA may tune per run (createMockApi({ settings })). */
export interface MockSettings {
  /** Unpaid orders close after this long (issue 3: "a configurable expiry"). */
  orderExpiryMs: number;
  /** Unpaid orders one customer may hold; one more closes the oldest (issue 12 item 7, commerce/orders.ts). */
  maxOpenOrders: number;
  /** Bytes of uploads, drawings and exports one user may keep (issue 12 item 2, mock-api/storage.ts). */
  storageQuotaBytes: number;
}

export const DEFAULT_SETTINGS: MockSettings = {
  orderExpiryMs: 15 * 60 * 1000, // 15 min, the usual WeChat Pay order lifetime
  maxOpenOrders: 10, // why 10: see oldestOverCap
  storageQuotaBytes: DEFAULT_STORAGE_QUOTA_BYTES,
};
