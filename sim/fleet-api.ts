/**
 * The fleet's public face (fleet.ts): what createFleet takes and what it returns, and the error a
 * refused operation throws. Apart from the fleet's workings so the control API and the CLI see
 * only this.
 */
import type { Clock } from "../mock-api/clock.ts";
import type { DevicePort } from "../mock-api/devices.ts";
import type { Persister } from "../mock-api/store/persist.ts";
import type { Store } from "../mock-api/store/types.ts";
import type { FleetEvent, FleetFaultKind, PrinterRow } from "./fleet-types.ts";
import type { FleetSnapshot } from "./fleet-snapshot.ts";
import type { PrinterSettings, PrinterSnapshot, SetResult } from "./printer.ts";
import type { LinksFactory } from "./transport/links.ts";
import type { Meter } from "./transport/meter.ts";

/** The part of the broker the fleet needs (in-process publish). */
export interface Publisher {
  publish(topic: string, payload: Uint8Array | string): Promise<void>;
  /**
   * Fire and forget, taking the payload as it is (no copy, no promise): the heartbeat path.
   * Without it the fleet uses publish().
   */
  send?(topic: string, payload: Buffer): void;
}

export interface FleetOptions {
  store: Store;
  broker: Publisher;
  /** The virtual clock; its `speed` (default 1) scales the real timer period. */
  clock: Clock & { readonly speed?: number };
  heartbeatMs?: number;
  /** Repeatable runs: the printers' sensor noise and the jitter gaps derive from it. */
  seed?: number;
  /** The first N bound printers (with a shopId); default all of them. */
  printers?: number;
  /**
   * `sim start --data` after a stop (issue 13): these printers come back as saved (rebased from the
   * snapshot's clock onto now); those of the first `printers` it lacks join fresh.
   */
  from?: FleetSnapshot;
  persister?: Persister;
  onEvent?: (event: FleetEvent) => void;
  log?: (line: string) => void;
  /** `--connect`: each printer its own MQTT client (transport/links.ts); default: in-process publish into `broker`. */
  links?: LinksFactory;
  /** Counts what the printers send (transport/meter.ts). */
  meter?: Meter;
  /** The bridge records heartbeats and command messages as the broker delivers them; the fleet then does not. */
  recordFromBroker?: boolean;
  /**
   * First heartbeats spread over one period (by serial index) instead of all in the first tick:
   * 50,000 frames in one tick would queue in the broker for a good part of the period.
   */
  spreadBeats?: boolean;
}

export interface Fleet {
  readonly devices: DevicePort;
  /** The `--seed` it runs with (a snapshot from another warns). */
  readonly seed: number;
  serials(): string[];
  status(): PrinterRow[];
  /** One printer's row and its model's whole state (`sim order`); undefined when it is not simulated. */
  inspect(sn: string): { row: PrinterRow; model: PrinterSnapshot } | undefined;
  /** Coins inserted at the machine: reported at once, and the store's printer.coins follows. */
  coin(sn: string, n: number): number;
  fault(sn: string, kind: FleetFaultKind): void;
  clear(sn: string): void;
  set(sn: string, settings: PrinterSettings): SetResult;
  /** Withdraws the job of `orderSn` from the printer (running: cancelled; queued: taken out); false when it has none. */
  cancel(sn: string, orderSn: string): boolean;
  add(sn: string): void;
  remove(sn: string): void;
  /** Runs one timer slot now: busy printers ticked, due heartbeats sent (tests; the timer calls it too). */
  step(): Promise<void>;
  /** `sim record`: sees every message the fleet publishes (virtual ms `ts`) as it goes out; returns the unsubscribe. */
  tap(listener: TrafficListener): () => void;
  /** `sim replay`: while held, the printer's own model publishes nothing (its recorded traffic stands in). */
  hold(sn: string, on: boolean): void;
  /** `sim replay`: publishes a recorded message into the broker as it was. */
  inject(topic: string, payload: Uint8Array | string): void;
  /** `sim snapshot save`: every printer's whole state and the virtual clock (fleet-snapshot.ts). */
  snapshot(): FleetSnapshot;
  /**
   * `sim snapshot load`: replaces the printers with the snapshot's; checked first, a refusal changes
   * nothing. Then the backend squares its orders with what they hold (reconcile, issue 13).
   */
  restore(snapshot: FleetSnapshot): void;
  /** `sim reset`: every printer out, the first `printers` bound ones of the store in fresh; the jitter PRNG as at start. */
  reset(): void;
  close(): Promise<void>;
}

export type TrafficListener = (topic: string, payload: Uint8Array | string, ts: number) => void;

/** A refused fleet operation; `status` is the control API's answer (404 no such printer, 409, 422). */
export class FleetError extends Error {
  override name = "FleetError";
  readonly status: number;
  constructor(message: string, status = 404) {
    super(message);
    this.status = status;
  }
}
