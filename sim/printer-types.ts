/**
 * The printer model's numbers (with units), its types, and the snapshot schema (`sim snapshot save|load`).
 * The behaviour is in printer.ts and its printer-*.ts modules; the thermal curves in thermal.ts.
 */
import * as z from "zod/mini";
import { SN_PATTERN } from "../web/contract/device/heartbeat.ts";
import { PrintJobMessage } from "../web/contract/device/messages.ts";
import { BED, NOZZLE } from "./thermal.ts";

/** The model's numbers, with units. */
export const PRINTER = {
  jobNozzleC: 135, // °C: molten sugar, a job's nozzle target
  jobBedC: 45, // °C: a job's bed target
  nozzleReadyBandC: 2, // °C: printing starts when the nozzle is this close to its target…
  bedReadyBandC: 5, // °C: …and the bed this close to its own
  nozzleMaxTargetC: 180, // °C: highest target set() accepts (sugar burns above ~180 °C)
  bedMaxTargetC: 80, // °C
  nozzleMaxTempC: 200, // °C: MAXTEMP; above it the firmware cuts the heater (thermal runaway)
  // Heater watch (as Marlin's WATCH_TEMP_*): while the nozzle is more than 10 °C under its target it must
  // rise 2 °C every 20 s, or the heater is declared failed. A healthy heater rises ≥ 5 °C in 20 s there.
  watchArmGapC: 10, // °C
  watchPeriodS: 20, // s
  watchMinRiseC: 2, // °C
  // Idle self-test: while idle the firmware pulses the nozzle heater every 3 s of uptime and checks
  // that it draws current and the thermistor answers; a dead heater fails it and the printer reports
  // error mode (heater-fail) in its next heartbeat, without waiting for a job to heat for the watch.
  selfTestS: 3, // s
  bytesPerSecond: 1500, // bytes/s of job data consumed at print_speed 100 %
  doneDisplayS: 10, // s: "done" stays on screen (heaters already off), then idle
  pauseTimeoutS: 300, // s: a job paused this long (no material or bamboo) fails into an error
  progressStepPct: 5, // %: a "打印中 N%" message every 5 % of the job
  jitterC: 0.2, // °C: ± sensor noise on the reported temperatures (seeded)
  stepMs: 250, // ms: tick() integrates in steps of at most this, so transitions land on time
  percentRange: [10, 300], // %: accepted print_flow and print_speed
  ambientRange: [-20, 50], // °C
  maxCoinsPerInsert: 1000,
} as const;

export const PRINTER_STATES = ["idle", "heating", "printing", "paused", "done", "error"] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

export const FAULT_KINDS = ["heater-fail", "thermal-runaway", "material-out", "bamboo-out", "stall", "reboot"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
/** Faults that last until clear() (material and bamboo are sensors, reboot is an event). */
export const LASTING_FAULTS = ["heater-fail", "thermal-runaway", "stall"] as const;
export type LastingFault = (typeof LASTING_FAULTS)[number];
export const PAUSE_REASONS = ["material-out", "bamboo-out"] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];
export const ERROR_KINDS = ["heater-fail", "thermal-runaway", ...PAUSE_REASONS] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

export type RefuseReason = "wrong-sn" | "duplicate" | "error" | PauseReason;
/** `queued`: how many jobs are ahead of it (0: it started at once). */
export type StartJobResult = { ok: true; queued: number } | { ok: false; reason: RefuseReason };
/** The jobs a printer holds: the one it runs (heating, printing or paused) and those waiting, in order. */
export interface PrinterHolding {
  running: string | null;
  queued: readonly string[];
}

/** What a cancel did: stopped the running job, took a waiting one out of the queue, or only remembered it. */
export type CancelResult = "running" | "queued" | "unknown";
export type InsertCoinsResult = { ok: true; coins: number } | { ok: false; reason: "invalid" };

/** What set() may change: the sensors and settings of §3 (and the room). */
export interface PrinterSettings {
  material?: boolean;
  bamboo?: boolean;
  /** °C, 0 = heater off. */
  targetTemp?: number;
  /** °C, 0 = heater off. */
  targetBedTemp?: number;
  /** %. */
  printFlow?: number;
  /** %: bytes_read grows at PRINTER.bytesPerSecond × printSpeed/100. */
  printSpeed?: number;
  coins?: number;
  /** °C. */
  ambientC?: number;
}
export type SetResult = { ok: true } | { ok: false; field: keyof PrinterSettings; reason: string };

export interface PrinterOptions {
  sn: string;
  seed: number;
  /** °C. */
  ambientC?: number;
  /** ms since the epoch at boot; the printer's clock then advances only by tick(). */
  now?: number;
  coins?: number;
}

export interface PrinterStatus {
  sn: string;
  state: PrinterState;
  error: ErrorKind | null;
  pauseReason: PauseReason | null;
  job: { order_sn: string; bytes: number } | null;
  /** The order_sn of the jobs waiting behind `job`, in the order they will print. */
  queue: string[];
  coins: number;
  faults: LastingFault[];
  /** ms since the epoch, the printer's clock. */
  now: number;
}

/** A finite number within [lo, hi], its unit in the message: what a snapshot may say (issue 13: 9,999 °C is refused). */
const within = (lo: number, hi: number, unit: string) =>
  z.number().check(z.refine(Number.isFinite, "must be a finite number"), z.gte(lo, `must be ≥ ${lo}${unit}`), z.lte(hi, `must be ≤ ${hi}${unit}`));
const int = (lo: number, hi: number, unit = "") => within(lo, hi, unit).check(z.int(`must be a whole number from ${lo} to ${hi}${unit}`));
const [AMBIENT_LO, AMBIENT_HI] = PRINTER.ambientRange;
const [PCT_LO, PCT_HI] = PRINTER.percentRange;

/** How many finished jobs a printer remembers, so a redelivered one is not printed again. */
export const RECENT_JOBS = 20;

/**
 * The fields every version of the snapshot has (version 1 is exactly these). Issue 13: each within
 * what the model can reach, so a hand-edited or corrupt snapshot is refused naming the field
 * (temperatures from the coldest room to a stuck heater's saturation, thermal.ts; targets as set()
 * accepts them; coins a u32 as on the wire). The rules across fields are in modelProblem().
 */
const SNAPSHOT_FIELDS = {
  sn: z.string().check(z.regex(SN_PATTERN)),
  rng: int(0, 0xffffffff), // mulberry32 state, u32
  ambientC: within(AMBIENT_LO, AMBIENT_HI, " °C"),
  timeMs: within(0, 8.64e15, " ms"), // ms since the epoch
  bootMs: within(0, 8.64e15, " ms"), // ms since the epoch
  state: z.enum(PRINTER_STATES),
  errorKind: z.nullable(z.enum(ERROR_KINDS)),
  pauseReason: z.nullable(z.enum(PAUSE_REASONS)),
  job: z.nullable(PrintJobMessage),
  bytesRead: within(0, 64 * 1024 * 1024, " bytes"), // fractional; at most a job's largest size
  printMs: within(0, 8.64e15, " ms"), // ms printing
  phaseMs: within(0, 8.64e15, " ms"), // ms in done or paused
  progressStep: int(0, 100 / PRINTER.progressStepPct),
  nozzleC: within(AMBIENT_LO, NOZZLE.saturationC, " °C"),
  bedC: within(AMBIENT_LO, BED.saturationC, " °C"),
  targetC: within(0, PRINTER.nozzleMaxTargetC, " °C"),
  bedTargetC: within(0, PRINTER.bedMaxTargetC, " °C"),
  nozzleNoise: within(-PRINTER.jitterC, PRINTER.jitterC, " °C"),
  bedNoise: within(-PRINTER.jitterC, PRINTER.jitterC, " °C"),
  material: z.boolean(),
  bamboo: z.boolean(),
  flow: int(PCT_LO, PCT_HI, " %"),
  speed: int(PCT_LO, PCT_HI, " %"),
  coins: int(0, 0xffffffff, " coins"),
  faults: z.array(z.enum(LASTING_FAULTS)),
  heaterCut: z.boolean(),
  watch: z.nullable(z.object({ startC: within(AMBIENT_LO, NOZZLE.saturationC, " °C"), elapsedMs: within(0, PRINTER.watchPeriodS * 1000, " ms") })),
};

/**
 * Version 2 (issue 11): the jobs waiting behind the running one, in arrival order, and the order_sn
 * of the last RECENT_JOBS jobs it finished (a redelivered job is ignored, never printed twice).
 */
const PrinterSnapshotV2 = z.object({
  version: z.literal(2),
  ...SNAPSHOT_FIELDS,
  queue: z.array(PrintJobMessage),
  recent: z.array(z.string()).check(z.maxLength(RECENT_JOBS)),
});
const PrinterSnapshotV1 = z.object({ version: z.literal(1), ...SNAPSHOT_FIELDS });

/**
 * A printer's whole state as plain JSON (the outbox excepted: events not yet drained are not state).
 * Restoring it and ticking on gives exactly what the original would have (the PRNG state included).
 * A version 1 snapshot (before the queue) still loads: as version 2 with nothing queued or remembered.
 */
export const PrinterSnapshot = z.pipe(
  z.discriminatedUnion("version", [PrinterSnapshotV2, PrinterSnapshotV1]),
  z.transform((s): z.infer<typeof PrinterSnapshotV2> => (s.version === 2 ? s : { ...s, version: 2, queue: [], recent: [] })),
);
export type PrinterSnapshot = z.output<typeof PrinterSnapshot>;

const JOB_STATES: readonly PrinterState[] = ["heating", "printing", "paused", "done"];

/**
 * The rules of a model snapshot that span fields (the model never breaks them), as `field: why`,
 * or null. A state and its job, error or pause reason go together; uptime is never negative; the
 * job's progress within its size; a fault and a queued job at most once, every queued job this
 * printer's.
 */
export function modelProblem(m: PrinterSnapshot): string | null {
  const hasJob = JOB_STATES.includes(m.state);
  if (hasJob !== (m.job !== null)) return `job: ${hasJob ? `a printer ${m.state} has a job` : `a printer ${m.state} has no job`}`;
  if ((m.state === "error") !== (m.errorKind !== null)) return `errorKind: ${m.state === "error" ? "an error state names its error" : `must be null unless the state is error (it is ${m.state})`}`;
  if ((m.state === "paused") !== (m.pauseReason !== null)) return `pauseReason: ${m.state === "paused" ? "a paused printer says why" : `must be null unless the state is paused (it is ${m.state})`}`;
  if (m.bootMs > m.timeMs) return "bootMs: after timeMs (a negative uptime)";
  if (m.job !== null && m.bytesRead > m.job.bytes) return `bytesRead: ${m.bytesRead} is more than the job's ${m.job.bytes} bytes`;
  if (m.job !== null && m.job.sn !== m.sn) return `job.sn: ${m.job.sn} is another printer's`;
  if (new Set(m.faults).size !== m.faults.length) return `faults: ${m.faults.join(", ")} names a fault twice`;
  const seen = new Set(m.job === null ? [] : [m.job.order_sn]);
  for (const [i, j] of m.queue.entries()) {
    if (j.sn !== m.sn) return `queue[${i}].sn: ${j.sn} is another printer's`;
    if (seen.has(j.order_sn)) return `queue[${i}].order_sn: ${j.order_sn} is held twice`;
    seen.add(j.order_sn);
  }
  return null;
}
