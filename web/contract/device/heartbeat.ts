/**
 * The printer's binary heartbeat (§3 printer live status), published about once a second on
 * the heartbeat topic. Fixed 46 bytes, BIG-ENDIAN (network order), version byte first.
 *
 *   offset  size  field            type    unit / meaning
 *   ------  ----  ---------------  ------  ------------------------------------------------
 *        0     1  version          u8      HEARTBEAT_VERSION (1)
 *        1     1  flags            u8      bit0 material present, bit1 bamboo present,
 *                                          bit2 heating; bits 3-7 reserved, sent as 0
 *        2     1  print_mode       u8      PRINT_MODE: 0 idle, 1 heating, 2 printing,
 *                                          3 done, 4 paused, 5 error
 *        3     1  sn_length        u8      1..16
 *        4    16  sn               ASCII   the serial, zero-padded
 *       20     2  target_temp      i16     0.1 °C   nozzle target
 *       22     2  current_temp     i16     0.1 °C   nozzle
 *       24     2  target_bed_temp  i16     0.1 °C   bed target
 *       26     2  current_bed_temp i16     0.1 °C   bed
 *       28     2  print_flow       u16     %        extrusion flow (100 = nominal)
 *       30     2  print_speed      u16     %        speed factor (100 = nominal)
 *       32     4  bytes_read       u32     bytes    of the current job (progress)
 *       36     4  print_time       u32     s        of the current job
 *       40     4  uptime           u32     s        since boot (resets on reboot)
 *       44     2  crc              u16     CRC-16/CCITT-FALSE of bytes 0..43
 *
 * Never reorder or resize a field: bump HEARTBEAT_VERSION and add a decoder branch instead.
 * The decoder never throws: a wrong length, version, checksum or serial is a typed error.
 */
import { crc16 } from "./crc16.ts";

export const HEARTBEAT_VERSION = 1;
export const HEARTBEAT_LENGTH = 46;
export const SN_MAX_LENGTH = 16;

/** Named offsets: never reorder or resize; bump the version. */
export const OFFSET = {
  version: 0,
  flags: 1,
  printMode: 2,
  snLength: 3,
  sn: 4,
  targetTemp: 20,
  currentTemp: 22,
  targetBedTemp: 24,
  currentBedTemp: 26,
  printFlow: 28,
  printSpeed: 30,
  bytesRead: 32,
  printTime: 36,
  uptime: 40,
  crc: 44,
} as const;

const FLAG = { material: 1, bamboo: 2, heating: 4 } as const;

export const PRINT_MODE = { IDLE: 0, HEATING: 1, PRINTING: 2, DONE: 3, PAUSED: 4, ERROR: 5 } as const;
export type PrintMode = (typeof PRINT_MODE)[keyof typeof PRINT_MODE];

/** §3 live status. Temperatures in °C (0.1 °C resolution on the wire). */
export interface Heartbeat {
  sn: string;
  targetTemp: number;
  currentTemp: number;
  targetBedTemp: number;
  currentBedTemp: number;
  materialPresent: boolean;
  printMode: PrintMode;
  bambooPresent: boolean;
  heating: boolean;
  /** % (100 = nominal). */
  printFlow: number;
  /** % (100 = nominal). */
  printSpeed: number;
  /** Bytes of the current job read so far. */
  bytesRead: number;
  /** Seconds. */
  printTime: number;
  /** Seconds since boot. */
  uptime: number;
}

export type HeartbeatError =
  | { kind: "length"; expected: number; actual: number }
  | { kind: "version"; expected: number; actual: number }
  | { kind: "checksum"; expected: number; actual: number }
  | { kind: "sn"; reason: string }
  | { kind: "mode"; actual: number };

export type DecodeResult = { ok: true; value: Heartbeat } | { ok: false; error: HeartbeatError };

/** Serials are ASCII letters, digits, - and _ (no MQTT wildcards or separators). */
export const SN_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

function tenths(c: number): number {
  return Math.max(-32768, Math.min(32767, Math.round(c * 10)));
}

function clampU16(n: number): number {
  return Math.max(0, Math.min(0xffff, Math.round(n)));
}

function clampU32(n: number): number {
  return Math.max(0, Math.min(0xffffffff, Math.floor(n)));
}

// Big-endian writes and reads by hand: a DataView per frame costs more than the frame (the bench
// needs ≥ 1 M frames/s each way).
function put16(b: Uint8Array, at: number, v: number): void {
  b[at] = (v >>> 8) & 0xff;
  b[at + 1] = v & 0xff;
}

function put32(b: Uint8Array, at: number, v: number): void {
  b[at] = (v >>> 24) & 0xff;
  b[at + 1] = (v >>> 16) & 0xff;
  b[at + 2] = (v >>> 8) & 0xff;
  b[at + 3] = v & 0xff;
}

function getU16(b: Uint8Array, at: number): number {
  return (((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)) >>> 0;
}

function getI16(b: Uint8Array, at: number): number {
  const u = getU16(b, at);
  return u & 0x8000 ? u - 0x10000 : u;
}

function getU32(b: Uint8Array, at: number): number {
  return (((b[at] ?? 0) << 24) | ((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0)) >>> 0;
}

/** The serial last encoded or decoded: a printer sends its own serial every second. */
let lastSn = "";
let lastSnBytes = new Uint8Array(0);

function rememberSn(sn: string): void {
  lastSn = sn;
  lastSnBytes = new Uint8Array(sn.length);
  for (let i = 0; i < sn.length; i++) lastSnBytes[i] = sn.charCodeAt(i);
}

/** Encodes into `out` (46 bytes) or a new buffer. Throws only on an invalid serial (a programming error). */
export function encodeHeartbeat(h: Heartbeat, out: Uint8Array = new Uint8Array(HEARTBEAT_LENGTH)): Uint8Array {
  if (h.sn !== lastSn) {
    if (!SN_PATTERN.test(h.sn)) throw new RangeError(`heartbeat: invalid serial ${JSON.stringify(h.sn)}`);
    rememberSn(h.sn);
  }
  if (out.length < HEARTBEAT_LENGTH) throw new RangeError("heartbeat: output buffer too small");
  out[OFFSET.version] = HEARTBEAT_VERSION;
  out[OFFSET.flags] = (h.materialPresent ? FLAG.material : 0) | (h.bambooPresent ? FLAG.bamboo : 0) | (h.heating ? FLAG.heating : 0);
  out[OFFSET.printMode] = h.printMode;
  out[OFFSET.snLength] = lastSnBytes.length;
  out.fill(0, OFFSET.sn, OFFSET.sn + SN_MAX_LENGTH);
  out.set(lastSnBytes, OFFSET.sn);
  put16(out, OFFSET.targetTemp, tenths(h.targetTemp));
  put16(out, OFFSET.currentTemp, tenths(h.currentTemp));
  put16(out, OFFSET.targetBedTemp, tenths(h.targetBedTemp));
  put16(out, OFFSET.currentBedTemp, tenths(h.currentBedTemp));
  put16(out, OFFSET.printFlow, clampU16(h.printFlow));
  put16(out, OFFSET.printSpeed, clampU16(h.printSpeed));
  put32(out, OFFSET.bytesRead, clampU32(h.bytesRead));
  put32(out, OFFSET.printTime, clampU32(h.printTime));
  put32(out, OFFSET.uptime, clampU32(h.uptime));
  put16(out, OFFSET.crc, crc16(out, 0, OFFSET.crc));
  return out;
}

function snOf(bytes: Uint8Array, n: number): string | null {
  if (n === lastSnBytes.length) {
    let same = true;
    for (let i = 0; i < n; i++) if (bytes[OFFSET.sn + i] !== lastSnBytes[i]) same = false;
    if (same) return lastSn;
  }
  let sn = "";
  for (let i = 0; i < n; i++) sn += String.fromCharCode(bytes[OFFSET.sn + i] ?? 0);
  if (!SN_PATTERN.test(sn)) return null;
  rememberSn(sn);
  return sn;
}

/** Decodes a frame; every way a frame can be wrong is a typed error, never a throw. */
export function decodeHeartbeat(bytes: Uint8Array): DecodeResult {
  if (bytes.length !== HEARTBEAT_LENGTH) return { ok: false, error: { kind: "length", expected: HEARTBEAT_LENGTH, actual: bytes.length } };
  // Indexing the Uint8Array itself honours a pooled Buffer's byteOffset.
  const version = bytes[OFFSET.version] ?? 0;
  if (version !== HEARTBEAT_VERSION) return { ok: false, error: { kind: "version", expected: HEARTBEAT_VERSION, actual: version } };
  const crc = getU16(bytes, OFFSET.crc);
  const computed = crc16(bytes, 0, OFFSET.crc);
  if (crc !== computed) return { ok: false, error: { kind: "checksum", expected: computed, actual: crc } };
  const n = bytes[OFFSET.snLength] ?? 0;
  if (n < 1 || n > SN_MAX_LENGTH) return { ok: false, error: { kind: "sn", reason: `length ${n}` } };
  const sn = snOf(bytes, n);
  if (sn === null) return { ok: false, error: { kind: "sn", reason: "not a serial" } };
  const mode = bytes[OFFSET.printMode] ?? 0;
  if (mode > PRINT_MODE.ERROR) return { ok: false, error: { kind: "mode", actual: mode } };
  const flags = bytes[OFFSET.flags] ?? 0;
  return {
    ok: true,
    value: {
      sn,
      targetTemp: getI16(bytes, OFFSET.targetTemp) / 10,
      currentTemp: getI16(bytes, OFFSET.currentTemp) / 10,
      targetBedTemp: getI16(bytes, OFFSET.targetBedTemp) / 10,
      currentBedTemp: getI16(bytes, OFFSET.currentBedTemp) / 10,
      materialPresent: (flags & FLAG.material) !== 0,
      printMode: mode as PrintMode,
      bambooPresent: (flags & FLAG.bamboo) !== 0,
      heating: (flags & FLAG.heating) !== 0,
      printFlow: getU16(bytes, OFFSET.printFlow),
      printSpeed: getU16(bytes, OFFSET.printSpeed),
      bytesRead: getU32(bytes, OFFSET.bytesRead),
      printTime: getU32(bytes, OFFSET.printTime),
      uptime: getU32(bytes, OFFSET.uptime),
    },
  };
}

const HEX = "0123456789abcdef";

/** For support (/sugar/debug, `sim decode`): a frame as lowercase hex. */
export function toHex(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += (HEX[b >> 4] ?? "") + (HEX[b & 15] ?? "");
  return s;
}

/** Hex (whitespace and an 0x prefix allowed) to bytes; null when it is not hex. */
export function fromHex(hex: string): Uint8Array | null {
  const clean = hex.replace(/^0x/i, "").replace(/\s+/g, "");
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) return null;
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function describeHeartbeatError(e: HeartbeatError): string {
  switch (e.kind) {
    case "length":
      return `wrong length: ${e.actual} bytes, expected ${e.expected}`;
    case "version":
      return `unknown version ${e.actual}, this decoder reads ${e.expected}`;
    case "checksum":
      return `bad checksum 0x${e.actual.toString(16).padStart(4, "0")}, computed 0x${e.expected.toString(16).padStart(4, "0")}`;
    case "sn":
      return `bad serial (${e.reason})`;
    case "mode":
      return `unknown print mode ${e.actual}`;
  }
}
