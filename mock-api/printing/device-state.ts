/**
 * A printer's state as the backend knows it from what the printer reports (contract
 * manage-device.ts, "Online" and "Error"): online from the last heartbeat (§4, §9: 5 s), and the
 * error it reports, with when it began. One rule for every call that says it: tanghua/info,
 * manage/index's online and error counts, the admin's printer list, detail and error list.
 *
 * The error lives on the printer record: `last_error_code` (DEVICE_ERROR_CODES, "" = none),
 * `last_error` (the printer's own words, "" = none given) and `last_error_time` (ms: when the
 * current state began). A record from before codes (only `last_error` text) reads as print_failed.
 * Nothing here deletes a property: the fleet writes these records 50,000 times a second, and an
 * object that lost a property becomes a slow dictionary in V8 (sim/fleet-generate.ts).
 */
import { PRINTER_OFFLINE_MS } from "../../web/contract/constants.ts";
import { PRINT_MODE, type Heartbeat } from "../../web/contract/device/heartbeat.ts";
import type { DeviceErrorCode } from "../../web/contract/http/manage-device.ts";
import type { Bilingual } from "../messages.ts";
import type { PrinterRecord } from "../store/types.ts";

/** §4: online until more than 5 s passed without a heartbeat ("false only after 5 s without"). */
export function isOnline(p: PrinterRecord, nowMs: number): boolean {
  return p.last_seen !== undefined && nowMs - p.last_seen <= PRINTER_OFFLINE_MS;
}

/** The error the printer reports now, "" for none. */
export function errorCodeOf(p: PrinterRecord): DeviceErrorCode | "" {
  const code = p.last_error_code;
  if (code !== undefined) return code;
  return p.last_error !== undefined && p.last_error !== "" ? "print_failed" : "";
}

export function hasError(p: PrinterRecord): boolean {
  return errorCodeOf(p) !== "";
}

/** What a code says when the printer gave no words of its own. */
export const ERROR_LABELS: Readonly<Record<DeviceErrorCode, Bilingual>> = {
  device_error: { "zh-CN": "设备故障", en: "Printer fault" },
  material_out: { "zh-CN": "缺料", en: "Out of sugar" },
  bamboo_out: { "zh-CN": "缺竹签", en: "Out of bamboo sticks" },
  print_failed: { "zh-CN": "打印失败", en: "Print failed" },
};

type HeartbeatCode = Exclude<DeviceErrorCode, "print_failed">;
/** The fields of a heartbeat that say something is wrong. */
export type HeartbeatCondition = Pick<Heartbeat, "printMode" | "materialPresent" | "bambooPresent">;

/** What a heartbeat says is wrong, the most serious first: the error mode, then no material, then no sticks. */
export function heartbeatCondition(hb: HeartbeatCondition): HeartbeatCode | "" {
  if (hb.printMode === PRINT_MODE.ERROR) return "device_error";
  if (!hb.materialPresent) return "material_out";
  if (!hb.bambooPresent) return "bamboo_out";
  return "";
}

function setError(p: PrinterRecord, code: DeviceErrorCode | "", text: string, nowMs: number): void {
  p.last_error_code = code;
  p.last_error = text;
  p.last_error_time = nowMs;
}

/**
 * A heartbeat arrived: its condition becomes the printer's error, or clears it once the heartbeats
 * say nothing is wrong (a job failure stays until the next job moves). True when the record
 * changed. Costs three comparisons when nothing changed: it runs for every heartbeat.
 */
export function noteHeartbeatCondition(p: PrinterRecord, hb: HeartbeatCondition, nowMs: number): boolean {
  const code = heartbeatCondition(hb);
  const current = errorCodeOf(p);
  if (code === current) return false;
  if (code === "") {
    if (current === "print_failed") return false;
    setError(p, "", "", nowMs);
    return true;
  }
  // A printer that fails a job as it goes into error says why in that job's report
  // ("打印失败：加热失败"): the device error keeps those words.
  const words = code === "device_error" && current === "print_failed" ? (p.last_error ?? "") : "";
  setError(p, code, words, nowMs);
  return true;
}

/**
 * The printer reported a job failed. A condition its heartbeats report stays the error (the
 * failure is its consequence) and takes the printer's words if it had none; otherwise the failure
 * becomes the error, since its first failure when it keeps failing.
 */
export function notePrintFailure(p: PrinterRecord, message: string, nowMs: number): void {
  const current = errorCodeOf(p);
  if (current === "print_failed") {
    p.last_error = message;
    return;
  }
  if (current !== "") {
    if (p.last_error === undefined || p.last_error === "") p.last_error = message;
    return;
  }
  setError(p, "print_failed", message, nowMs);
}

/** A job moved on (queued, heating, printing, done, cancelled): an earlier job failure is over. */
export function noteJobMoved(p: PrinterRecord, nowMs: number): void {
  if (errorCodeOf(p) === "print_failed") setError(p, "", "", nowMs);
}
