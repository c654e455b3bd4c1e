/**
 * The browser's live feed of one printer (§7 Realtime): MQTT over WebSocket at `/mqtt` on the
 * app's own origin, username = the printer's serial, password = the access token, clean session,
 * protocol 4, reconnect every 30 s, client id serial + random suffix; it subscribes to that
 * printer's heartbeat and command topics only. A CONNACK 4/5 gets a fresh token and an immediate
 * reconnect (refusal.ts). The `mqtt` package is imported dynamically, here and only when a feed
 * starts, so it is never part of the first load.
 */
import { MQTT_RECONNECT_MS } from "../../../contract/constants.ts";
import { commandTopic, heartbeatTopic, parseTopic } from "../../../contract/device/topics.ts";
import { reportError } from "../report.ts";
import { browserTimers, type Timers } from "./online-tracker.ts";
import { decideRetry, isTokenRefusal, refusalCode, type TokenOutcome } from "./refusal.ts";

/** The part of an mqtt.js client the feed uses. */
export interface MqttClientLike {
  on(event: "connect", fn: () => void): unknown;
  on(event: "message", fn: (topic: string, payload: Uint8Array) => void): unknown;
  on(event: "close" | "offline" | "reconnect", fn: () => void): unknown;
  on(event: "error", fn: (err: unknown) => void): unknown;
  subscribe(topics: string[], options: { qos: 0 }): unknown;
  end(force?: boolean): unknown;
  /** mqtt.js: reconnect now instead of at the end of the period. */
  reconnect?(): unknown;
}

export interface MqttConnectOptions {
  username: string;
  password: string;
  clientId: string;
  clean: true;
  protocolVersion: 4;
  reconnectPeriod: number;
  connectTimeout: number;
  resubscribe: false;
  /** Plain setTimeout timers (mqtt.js would otherwise move them into a Worker). */
  timerVariant: "native";
}

export type MqttConnect = (url: string, options: MqttConnectOptions) => MqttClientLike | Promise<MqttClientLike>;

/** The default: mqtt.js, loaded on first use. */
export const loadMqttConnect: MqttConnect = async (url, options) => {
  type Connect = (url: string, o: MqttConnectOptions) => MqttClientLike;
  // esbuild bundles mqtt's CommonJS build here: its exports arrive under `default`.
  const mod = (await import("./mqtt-lib.ts")).default as unknown as { connect?: Connect; default?: { connect?: Connect } };
  const connect = mod.connect ?? mod.default?.connect;
  if (connect === undefined) throw new Error("mqtt: no connect export");
  return connect(url, options);
};

export type FeedStatus =
  /** Opening the first connection. */
  | "connecting"
  | "connected"
  /** Lost; mqtt.js retries every 30 s. */
  | "reconnecting"
  /** The broker refused the credentials; a fresh token is being fetched. */
  | "refused"
  /** No usable token: the §8 login flow took over. */
  | "login"
  | "stopped";

export interface PrinterFeedOptions {
  sn: string;
  /** ws(s)://host/mqtt; see `mqttUrl()`. */
  url: string;
  /** The token to open the first connection with. */
  token: string;
  /** A fresh token after a refusal (the app's: lib/mqtt/fresh-token.ts). */
  freshToken: (used: string) => Promise<TokenOutcome>;
  onHeartbeat: (frame: Uint8Array) => void;
  /** A command message as received (JSON text); the caller parses it with the contract. */
  onCommand: (text: string) => void;
  onStatus: (status: FeedStatus) => void;
  connect?: MqttConnect;
  timers?: Timers;
  /** The client id suffix; random by default. */
  suffix?: () => string;
}

export interface PrinterFeed {
  stop(): void;
  /**
   * The phone's network is back (the window's `online` event): a lost connection is retried at
   * once rather than at the end of §9's 30 s period, so the page shows the printer again as soon
   * as it can. Does nothing while connected.
   */
  reconnectNow(): void;
}

/** §7: the broker sits on the app's own origin at /mqtt (so the page's host and TLS are reused). */
export function mqttUrl(loc: Pick<Location, "protocol" | "host"> = location): string {
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/mqtt`;
}

function randomSuffix(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const decoder = new TextDecoder();

export function startPrinterFeed(options: PrinterFeedOptions): PrinterFeed {
  const { sn, url } = options;
  const connect = options.connect ?? loadMqttConnect;
  const timers = options.timers ?? browserTimers;
  const suffix = options.suffix ?? randomSuffix;
  const topics = [heartbeatTopic(sn), commandTopic(sn)]; // §7: this printer's two topics, nothing wider
  let stopped = false;
  let client: MqttClientLike | null = null;
  let retryTimer: unknown = null;
  let immediateRetries = 0;
  let lastStatus: FeedStatus | null = null;
  let currentToken = options.token;

  const status = (s: FeedStatus) => {
    if (stopped && s !== "stopped") return;
    if (s === lastStatus) return;
    lastStatus = s;
    options.onStatus(s);
  };

  async function open(token: string): Promise<void> {
    if (stopped) return;
    currentToken = token;
    let c: MqttClientLike;
    try {
      c = await connect(url, {
        username: sn,
        password: token,
        clientId: `${sn}-${suffix()}`, // §7: serial plus a random suffix
        clean: true,
        protocolVersion: 4,
        reconnectPeriod: MQTT_RECONNECT_MS, // §9: 30 s
        connectTimeout: 10_000,
        resubscribe: false, // subscribed again on every connect below
        timerVariant: "native",
      });
    } catch (err) {
      // The mqtt chunk failed to load (offline): try again after the period, like a lost connection.
      reportError(err, { where: "mqtt connect" });
      status("reconnecting");
      retryTimer = timers.setTimeout(() => {
        retryTimer = null;
        void open(token);
      }, MQTT_RECONNECT_MS);
      return;
    }
    if (stopped) {
      c.end(true);
      return;
    }
    client = c;
    let refused = false;
    c.on("connect", () => {
      immediateRetries = 0;
      status("connected");
      c.subscribe(topics, { qos: 0 });
    });
    c.on("message", (topic, payload) => {
      const t = parseTopic(topic);
      if (t === null || t.sn !== sn) return;
      if (t.kind === "heartbeat") options.onHeartbeat(payload);
      else if (t.kind === "command") options.onCommand(decoder.decode(payload));
    });
    c.on("close", () => {
      if (!refused) status("reconnecting");
    });
    c.on("error", (err) => {
      const code = refusalCode(err);
      if (!isTokenRefusal(code) || refused) return;
      refused = true;
      void onRefused(c, token);
    });
  }

  async function onRefused(c: MqttClientLike, used: string): Promise<void> {
    c.end(true);
    if (client === c) client = null;
    status("refused");
    let outcome: TokenOutcome;
    try {
      outcome = await options.freshToken(used);
    } catch {
      outcome = { kind: "unknown" };
    }
    if (stopped) return;
    const next = decideRetry(used, immediateRetries, outcome);
    if (next.action === "stop") return status("login");
    if (next.action === "now") {
      immediateRetries += 1;
      void open(next.token);
      return;
    }
    status("reconnecting");
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      void open(next.token);
    }, MQTT_RECONNECT_MS);
  }

  status("connecting");
  void open(options.token);

  return {
    reconnectNow() {
      if (stopped || lastStatus !== "reconnecting") return;
      if (retryTimer !== null) {
        // Waiting out the period after a failed chunk load or a refusal: open again now.
        timers.clearTimeout(retryTimer);
        retryTimer = null;
        client?.end(true);
        client = null;
        void open(currentToken);
        return;
      }
      client?.reconnect?.();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      if (retryTimer !== null) timers.clearTimeout(retryTimer);
      client?.end(true);
      client = null;
      status("stopped");
    },
  };
}
