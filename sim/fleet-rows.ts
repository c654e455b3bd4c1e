/**
 * A printer's row of `sim status` and the live table (issue 13 item 7), from its model and from
 * what the mock API recorded of it: coins as the API has them (a coins payment spends them in the
 * store, and the model hears of it only at the next insert), each fault once (a heater failure is
 * both a lasting fault and the error), and an empty material or bamboo sensor shown as its fault
 * on an idle printer too (the model pauses on it only while printing).
 */
import { PRINTER_OFFLINE_MS } from "../web/contract/constants.ts";
import type { PrinterRecord } from "../mock-api/store/types.ts";
import type { Sim } from "./fleet-state.ts";
import type { PrinterRow } from "./fleet-types.ts";

export function rowOf(sim: Sim, now: number, record: PrinterRecord | undefined): PrinterRow {
  const hb = sim.printer.heartbeat();
  const st = sim.printer.status();
  const faults = new Set<string>([...sim.transport, ...st.faults]);
  if (st.error !== null) faults.add(st.error);
  if (st.pauseReason !== null) faults.add(st.pauseReason);
  if (!hb.materialPresent) faults.add("material-out");
  if (!hb.bambooPresent) faults.add("bamboo-out");
  const seen = record?.last_seen;
  return {
    sn: st.sn,
    state: st.state,
    nozzle: hb.currentTemp,
    nozzleTarget: hb.targetTemp,
    bed: hb.currentBedTemp,
    bedTarget: hb.targetBedTemp,
    progress: st.job ? Math.floor((hb.bytesRead * 100) / st.job.bytes) : 0,
    coins: record?.coins ?? st.coins,
    heartbeatAgeMs: sim.lastBeat === null ? null : now - sim.lastBeat,
    order_sn: st.job?.order_sn ?? null,
    queued: st.queue.length,
    faults: [...faults],
    material: hb.materialPresent,
    bamboo: hb.bambooPresent,
    printMode: hb.printMode,
    uptimeS: hb.uptime,
    // The same rule as tanghua/info's `online` (mock-api/printing/printers.ts).
    appOnline: seen === undefined ? null : now - seen <= PRINTER_OFFLINE_MS,
  };
}
