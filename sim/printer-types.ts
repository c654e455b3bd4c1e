/**
 * The printer model's numbers (with units), its types, and the snapshot schema (`sim snapshot save|load`).
 * The behaviour is in printer.ts and its printer-*.ts modules; the thermal curves in thermal.ts.
 */
import * as z from "zod/mini";
import { SN_PATTERN } from "../web/contract/device/heartbeat.ts";
import { PrintJobMessage } from "../web/contract/device/messages.ts";

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

const num = z.number().check(z.refine(Number.isFinite, "finite"));

/** How many finished jobs a printer remembers, so a redelivered one is not printed again. */
export const RECENT_JOBS = 20;

/** The fields every version of the snapshot has (version 1 is exactly these). */
const SNAPSHOT_FIELDS = {
  sn: z.string().check(z.regex(SN_PATTERN)),
  rng: z.number().check(z.int()), // mulberry32 state, u32
  ambientC: num,
  timeMs: num, // ms since the epoch
  bootMs: num, // ms since the epoch
  state: z.enum(PRINTER_STATES),
  errorKind: z.nullable(z.enum(ERROR_KINDS)),
  pauseReason: z.nullable(z.enum(PAUSE_REASONS)),
  job: z.nullable(PrintJobMessage),
  bytesRead: num, // bytes, fractional
  printMs: num, // ms printing
  phaseMs: num, // ms in done or paused
  progressStep: z.number().check(z.int()),
  nozzleC: num,
  bedC: num,
  targetC: num,
  bedTargetC: num,
  nozzleNoise: num, // °C
  bedNoise: num, // °C
  material: z.boolean(),
  bamboo: z.boolean(),
  flow: num, // %
  speed: num, // %
  coins: z.number().check(z.int(), z.gte(0)),
  faults: z.array(z.enum(LASTING_FAULTS)),
  heaterCut: z.boolean(),
  watch: z.nullable(z.object({ startC: num, elapsedMs: num })),
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
  z.union([PrinterSnapshotV2, PrinterSnapshotV1]),
  z.transform((s): z.infer<typeof PrinterSnapshotV2> => (s.version === 2 ? s : { ...s, version: 2, queue: [], recent: [] })),
);
export type PrinterSnapshot = z.output<typeof PrinterSnapshot>;
