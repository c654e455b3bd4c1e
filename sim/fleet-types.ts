/**
 * The fleet's vocabulary (fleet.ts): its fault kinds, the events it reports and the rows of its
 * status table. Apart so the commands and the table can use them without the fleet itself.
 */
import type { CommandMessage } from "../web/contract/device/messages.ts";
import { FAULT_KINDS, type PrinterState } from "./printer-types.ts";

export const TRANSPORT_FAULTS = ["offline", "mute", "disconnect", "jitter", "malformed"] as const;
export type TransportFault = (typeof TRANSPORT_FAULTS)[number];
export const FLEET_FAULT_KINDS = [...TRANSPORT_FAULTS, ...FAULT_KINDS] as const;
export type FleetFaultKind = (typeof FLEET_FAULT_KINDS)[number];

export const DISCONNECT_MS = 3000; // virtual ms a `disconnect` lasts: under §4's 5 s, a blip the UI should ride out

export function isFleetFaultKind(kind: string): kind is FleetFaultKind {
  return (FLEET_FAULT_KINDS as readonly string[]).includes(kind);
}

/** What the fleet publishes to its observers (the live table, NDJSON output). */
export type FleetEvent =
  | { type: "command"; msg: CommandMessage }
  | { type: "state"; sn: string; from: PrinterState; to: PrinterState; ts: number }
  | { type: "fault"; sn: string; kind: FleetFaultKind | "clear"; ts: number }
  /** started: printing at once; queued: accepted behind that many jobs; reason: refused, ignored (duplicate) or lost (offline). */
  | { type: "job"; sn: string; order_sn: string; started: boolean; queued?: number; reason?: string; ts: number };

/** One row of `sim status` and the live table. */
export interface PrinterRow {
  sn: string;
  state: PrinterState;
  /** °C. */
  nozzle: number;
  nozzleTarget: number;
  bed: number;
  bedTarget: number;
  /** %, 0 without a job. */
  progress: number;
  /** The machine's coins as the API has them (store printers[sn].coins: a coins payment spends them there). */
  coins: number;
  /** Virtual ms since the last good heartbeat; null = none yet. */
  heartbeatAgeMs: number | null;
  order_sn: string | null;
  /** Jobs waiting on the printer behind `order_sn` (issue 11). */
  queued: number;
  /** Every fault once: transport, lasting, the error, the pause reason, and an empty material or bamboo sensor. */
  faults: string[];
  /** §3 sensors as the heartbeat reports them. */
  material: boolean;
  bamboo: boolean;
  /** §3 print_mode of the heartbeat (PRINT_MODE: 0 idle … 5 error). */
  printMode: number;
  /** §3 uptime, s since the printer booted. */
  uptimeS: number;
  /**
   * What the app sees (issue 13 item 7): the mock API's last heartbeat record (printers[sn].last_seen)
   * within §4's 5 s, as tanghua/info answers `online`; null when the API never saw one.
   */
  appOnline: boolean | null;
}
