/**
 * What `sim start` is given (commands/start.ts declares the flags): the options as commander hands
 * them over, and the checks of the values no number parser covers, which throw commander's
 * InvalidArgumentError so the mistake is reported as a usage error before anything starts.
 */
import { InvalidArgumentError } from "commander";
import { CONTROL_TOKEN_PATTERN } from "../mock-api/control-access.ts";

export interface StartOptions {
  printers: number;
  port: number;
  mqttPort: number;
  controlPort: number;
  /** The control API's token (--control-token or SIM_CONTROL_TOKEN); random when absent. */
  controlToken?: string;
  speed: number;
  seed: number;
  heartbeatMs: number;
  host: string;
  data?: string;
  json: boolean;
  /** External broker URL (mqtt://[user:password@]host:port); implies connect. */
  broker?: string;
  connect?: boolean;
  bridge?: boolean;
  /** Built-in broker's fan-in cap, messages/s; 0 = none. */
  fanIn?: number;
  servicePassword?: string;
  extraPrinters?: number;
  /** Keep the send times of one printer's heartbeats in this many (GET /transport/trace). */
  trace?: number;
  /** Start the printers only once a client subscribes to every printer's heartbeats. */
  waitForSubscriber?: boolean;
  /** Write the runtime file the other commands find this sim by (running-sims.ts); default true. */
  announce?: boolean;
}

/** --control-token: it goes into URLs (?control_token=), so only characters that need no escaping. */
export function parseControlToken(raw: string): string {
  if (!CONTROL_TOKEN_PATTERN.test(raw)) throw new InvalidArgumentError("the control token must be 16 to 256 letters, digits or . _ ~ - (it goes into URLs)");
  return raw;
}

/** --broker: an MQTT URL; the scheme decides the transport (mqtt.js). */
export function parseBrokerUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new InvalidArgumentError(`not a URL: ${raw} (e.g. mqtt://127.0.0.1:1883)`);
  }
  if (!["mqtt:", "mqtts:", "tcp:", "ws:", "wss:"].includes(url.protocol) || url.hostname === "") {
    throw new InvalidArgumentError(`an MQTT broker URL, mqtt://host:port (or mqtts:, ws:, wss:), got ${raw}`);
  }
  return raw;
}

/** A transport other than the default in-process one: the banner says which, and its figures are printed at the end. */
export function customTransport(o: StartOptions): boolean {
  return o.broker !== undefined || o.connect === true || o.bridge === true || (o.trace ?? 0) > 0 || o.waitForSubscriber === true;
}
