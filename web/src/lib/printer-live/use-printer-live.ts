/**
 * One printer's live status for the customer's waiting and debug pages and the merchant's printer
 * detail: the MQTT feed (lib/mqtt), the §4
 * online flag, the decoded heartbeat, command messages folded by printer-status-model.ts, the
 * temperature series and (for support) the raw last frame. The feed stops on unmount.
 * It also says whether the phone has a network (navigator.onLine) and whether the printer is silent
 * while our connection is up, so the page can tell "网络不可用" from "打印机离线" (issue 11); when
 * the network comes back, a lost connection is retried at once.
 */
import { useEffect, useState } from "react";
import { decodeHeartbeat, describeHeartbeatError } from "../../../contract/device/heartbeat.ts";
import { CommandMessage } from "../../../contract/device/messages.ts";
import { isValidSn } from "../../../contract/device/topics.ts";
import { getToken } from "../cookie.ts";
import { freshToken } from "../mqtt/fresh-token.ts";
import { createOnlineTracker } from "../mqtt/online-tracker.ts";
import { mqttUrl, startPrinterFeed, type FeedStatus } from "../mqtt/printer-feed.ts";
import { applyCommand, applyHeartbeat, EMPTY_LIVE_STATE, type LiveState } from "./live-state.ts";
import { pushSample, type TempSample } from "./temp-chart-series.ts";

export interface RawFrame {
  bytes: Uint8Array;
  /** ms, when it arrived. */
  at: number;
  /** Why it did not decode; null for a good frame. */
  error: string | null;
}

export interface PrinterLive extends LiveState {
  feed: FeedStatus | "no-token";
  online: boolean;
  /** Our connection is up and the printer said nothing for 5 s (lib/mqtt/online-tracker.ts). */
  silent: boolean;
  /** navigator.onLine: false when the phone itself has no network. */
  networkOnline: boolean;
  series: readonly TempSample[];
  lastFrame: RawFrame | null;
  /** Raw command texts, newest first (debug page). */
  rawCommands: readonly string[];
}

const RAW_COMMANDS_KEPT = 10;

const networkNow = () => (typeof navigator === "undefined" ? true : navigator.onLine);

const initial: PrinterLive = { ...EMPTY_LIVE_STATE, feed: "connecting", online: false, silent: false, networkOnline: true, series: [], lastFrame: null, rawCommands: [] };

/** `sn` undefined or not a serial: nothing starts. `orderSn` narrows job messages to one order. */
export function usePrinterLive(sn: string | undefined, orderSn?: string): PrinterLive {
  const [live, setLive] = useState<PrinterLive>(() => ({ ...initial, networkOnline: networkNow() }));

  useEffect(() => {
    setLive({ ...initial, networkOnline: networkNow() });
    if (sn === undefined || !isValidSn(sn)) return;
    const token = getToken();
    if (token === undefined) {
      setLive({ ...initial, feed: "no-token" });
      return;
    }
    const tracker = createOnlineTracker({
      onChange: (online) => setLive((s) => ({ ...s, online })),
      onSilentChange: (silent) => setLive((s) => ({ ...s, silent })),
    });
    const feed = startPrinterFeed({
      sn,
      url: mqttUrl(),
      token,
      freshToken,
      onStatus: (feed) => {
        if (feed === "connected") tracker.connected();
        else tracker.disconnected();
        setLive((s) => ({ ...s, feed }));
      },
      onHeartbeat: (frame) => {
        const at = Date.now();
        const r = decodeHeartbeat(frame);
        // Keep a copy: the client may reuse the buffer.
        const bytes = frame.slice();
        if (!r.ok) {
          setLive((s) => ({ ...s, lastFrame: { bytes, at, error: describeHeartbeatError(r.error) } }));
          return;
        }
        const hb = r.value;
        if (hb.sn !== sn) return;
        tracker.heartbeat(hb.sn);
        const sample: TempSample = { t: at, nozzle: hb.currentTemp, nozzleTarget: hb.targetTemp, bed: hb.currentBedTemp, bedTarget: hb.targetBedTemp };
        setLive((s) => ({
          ...s,
          ...applyHeartbeat(s, hb, orderSn),
          online: tracker.online,
          series: pushSample(s.series, sample),
          lastFrame: { bytes, at, error: null },
        }));
      },
      onCommand: (text) => {
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
        const parsed = CommandMessage.safeParse(json);
        setLive((s) => ({
          ...s,
          ...(parsed.success && parsed.data.sn === sn ? applyCommand(s, parsed.data, orderSn) : {}),
          rawCommands: [text, ...s.rawCommands].slice(0, RAW_COMMANDS_KEPT),
        }));
      },
    });
    const onNetwork = () => {
      const networkOnline = networkNow();
      setLive((s) => ({ ...s, networkOnline }));
      if (networkOnline) feed.reconnectNow();
    };
    window.addEventListener("online", onNetwork);
    window.addEventListener("offline", onNetwork);
    return () => {
      window.removeEventListener("online", onNetwork);
      window.removeEventListener("offline", onNetwork);
      feed.stop();
      tracker.stop();
    };
  }, [sn, orderSn]);

  return live;
}
