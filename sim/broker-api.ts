/**
 * The broker's public face (broker.ts): what createBroker takes and what it returns, and the
 * WebSocket path it answers on. Apart from the broker's workings so its users see only this.
 */
import type { Server as HttpServer } from "node:http";
import type { Aedes } from "aedes";
import type { Clock } from "../mock-api/clock.ts";
import type { Store } from "../mock-api/store/types.ts";
import type { BrokerHooks } from "./broker-auth.ts";
import type { DirectStats } from "./broker-direct.ts";
import type { FanInStats } from "./broker-fan-in.ts";

export const MQTT_WS_PATH = "/mqtt";

export interface BrokerOptions {
  readonly store: Store;
  readonly clock: Clock;
  /** TCP listener port (0 = any free port); leave out for no TCP listener (then tcpUrl is null). */
  readonly tcpPort?: number;
  readonly host?: string;
  /** MQTT over WebSocket is attached to this server's upgrades for `/mqtt`; other paths are left alone. */
  readonly httpServer?: HttpServer;
  /** Larger packets close their connection: 64 KiB default, far above a heartbeat or a job. */
  readonly maxPacketBytes?: number;
  /** A subscriber whose socket has not drained for this long is dropped; default 3 s. */
  readonly drainTimeoutMs?: number;
  /** Printers' publishes allowed in per second, summed over all of them (broker-fan-in.ts); 0 = no cap. */
  readonly fanInPerSec?: number;
  /** Real ms for the fan-in bucket (tests freeze it); default performance.now. */
  readonly fanInNow?: () => number;
  /** Enables the service login ("service:" + this); leave out for none (broker-auth.ts). */
  readonly serviceSecret?: string;
  /** Replace some of the hooks (tests, or a real backend's rules). */
  readonly hooks?: Partial<BrokerHooks>;
  readonly log?: (line: string) => void;
}

export interface Broker {
  readonly aedes: Aedes;
  /** e.g. mqtt://127.0.0.1:1883, or null without a TCP listener. */
  readonly tcpUrl: string | null;
  /**
   * Publishes in-process (QoS 0, not retained), bypassing the hooks: how simulated printers and
   * the backend's print jobs get in. The payload is copied. Resolves once every current
   * subscriber's copy has been written (or its client dropped).
   */
  publish(topic: string, payload: Uint8Array | string): Promise<void>;
  /**
   * As publish, fire and forget: the payload is taken as it is (the caller must not reuse it).
   * Straight to the subscribers' connections (broker-direct.ts), or through Aedes when that path
   * cannot take it; the same subscribers get it either way.
   */
  send(topic: string, payload: Buffer): void;
  /** What the broker carried: the fan-in cap's counts and the connections now open. */
  stats(): BrokerStats;
  /** Closes every MQTT connection that authenticated with this access token (logout); resolves to how many. */
  disconnectToken(token: string): Promise<number>;
  close(): Promise<void>;
}

export interface BrokerStats {
  readonly fanIn: FanInStats;
  readonly clients: number;
  /** What send() delivered itself, dropped for slow subscribers, or left to Aedes. */
  readonly direct: DirectStats;
}
