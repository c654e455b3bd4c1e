/**
 * What a printer accepts from `set()` (all or nothing, with the field and the allowed range when
 * refused), and what its screen says. Kept apart from the state machine (printer.ts, printer-state.ts).
 */
import { PRINTER, type PrinterSettings, type PrinterState, type SetResult } from "./printer-types.ts";

/** What the printer's screen says (and the waiting page shows): short Chinese, no translation on the device. */
export const TEXT = {
  queued: "已排队",
  heating: "加热中",
  done: "打印完成",
  cancelled: "已取消",
  paused: "已暂停",
  "heater-fail": "加热失败",
  "thermal-runaway": "温度过高",
  "material-out": "缺料",
  "bamboo-out": "缺竹签",
  reboot: "设备重启",
  error: "设备故障",
} as const;


/** Checks settings against the printer's limits; targets cannot change while it is in error. */
export function validateSettings(s: PrinterSettings, state: PrinterState): SetResult {
  const bad = (field: keyof PrinterSettings, reason: string): SetResult => ({ ok: false, field, reason });
  const inRange = (v: number | undefined, lo: number, hi: number, int = false) =>
    v === undefined || (Number.isFinite(v) && v >= lo && v <= hi && (!int || Number.isInteger(v)));
  if (s.material !== undefined && typeof s.material !== "boolean") return bad("material", "not a boolean");
  if (s.bamboo !== undefined && typeof s.bamboo !== "boolean") return bad("bamboo", "not a boolean");
  if (!inRange(s.targetTemp, 0, PRINTER.nozzleMaxTargetC)) return bad("targetTemp", `0..${PRINTER.nozzleMaxTargetC} °C`);
  if (!inRange(s.targetBedTemp, 0, PRINTER.bedMaxTargetC)) return bad("targetBedTemp", `0..${PRINTER.bedMaxTargetC} °C`);
  if (s.targetTemp !== undefined && state === "error") return bad("targetTemp", "in error: clear() first");
  if (s.targetBedTemp !== undefined && state === "error") return bad("targetBedTemp", "in error: clear() first");
  const [pLo, pHi] = PRINTER.percentRange;
  if (!inRange(s.printFlow, pLo, pHi, true)) return bad("printFlow", `${pLo}..${pHi} %`);
  if (!inRange(s.printSpeed, pLo, pHi, true)) return bad("printSpeed", `${pLo}..${pHi} %`);
  if (!inRange(s.coins, 0, 0xffffffff, true)) return bad("coins", "a whole number ≥ 0");
  const [aLo, aHi] = PRINTER.ambientRange;
  if (!inRange(s.ambientC, aLo, aHi)) return bad("ambientC", `${aLo}..${aHi} °C`);
  return { ok: true };
}
