/**
 * MQTT topics, keyed by serial (§7 Realtime: the browser subscribes to the heartbeat and command
 * topics of its printer). A serial never contains MQTT's + # / or control characters, so a
 * topic built here can never be a wildcard or reach another printer's subtree.
 */
import { SN_PATTERN } from "./heartbeat.ts";

export const TOPIC_ROOT = "tanghua/device";
export type TopicKind = "heartbeat" | "command" | "job";
const KINDS: readonly TopicKind[] = ["heartbeat", "command", "job"];

export function isValidSn(sn: string): boolean {
  return SN_PATTERN.test(sn);
}

function topic(sn: string, kind: TopicKind): string {
  if (!isValidSn(sn)) throw new RangeError(`not a printer serial: ${JSON.stringify(sn)}`);
  return `${TOPIC_ROOT}/${sn}/${kind}`;
}

/** Binary heartbeats (heartbeat.ts), printer → everyone watching it. */
export const heartbeatTopic = (sn: string) => topic(sn, "heartbeat");
/** JSON command messages (coins, print status), printer → everyone watching it. */
export const commandTopic = (sn: string) => topic(sn, "command");
/** JSON print jobs, backend → printer. */
export const jobTopic = (sn: string) => topic(sn, "job");

/**
 * Retained presence (JSON PresenceMessage of messages.ts), printer → the backend. A printer connected
 * as its own MQTT client (`sim start --connect`, or a real one) sets its Last Will here. Apart from
 * TopicKind: browsers never subscribe to it (§7 lists heartbeat and command only; they keep the 5 s
 * heartbeat rule of §4), and parseTopic keeps answering only for the §7 topics.
 */
export function presenceTopic(sn: string): string {
  if (!isValidSn(sn)) throw new RangeError(`not a printer serial: ${JSON.stringify(sn)}`);
  return `${TOPIC_ROOT}/${sn}/presence`;
}

/** The serial of a presence topic, or null. */
export function parsePresenceTopic(t: string): string | null {
  const parts = t.split("/");
  if (parts.length !== 4 || `${parts[0]}/${parts[1]}` !== TOPIC_ROOT || parts[3] !== "presence") return null;
  const sn = parts[2] ?? "";
  return isValidSn(sn) ? sn : null;
}

/** The serial and kind of a device topic, or null for anything else (wildcards included). */
export function parseTopic(t: string): { sn: string; kind: TopicKind } | null {
  const parts = t.split("/");
  if (parts.length !== 4 || `${parts[0]}/${parts[1]}` !== TOPIC_ROOT) return null;
  const sn = parts[2] ?? "";
  const kind = parts[3] as TopicKind;
  return isValidSn(sn) && KINDS.includes(kind) ? { sn, kind } : null;
}
