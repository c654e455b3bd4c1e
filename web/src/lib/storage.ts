/**
 * localStorage that never throws. Private mode, a full quota, a blocked storage or no window at all
 * fall back silently to an in-memory Map, so the app keeps working for the session. Also the §3 local
 * state: the printer, the photo 'show all' toggle and the start url.
 */
import { STORAGE_KEYS } from "../../contract/constants.ts";

/** Values whose write to localStorage failed; read first so a failed write is not shadowed by a stale value. */
const memory = new Map<string, string>();

function storage(): Storage | undefined {
  try {
    // Merely touching window.localStorage throws a SecurityError where storage is blocked.
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function readString(key: string): string | undefined {
  const remembered = memory.get(key);
  if (remembered !== undefined) return remembered;
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeString(key: string, value: string): void {
  try {
    const s = storage();
    if (s === undefined) throw new Error("no localStorage");
    s.setItem(key, value);
    memory.delete(key);
  } catch {
    memory.set(key, value);
  }
}

export function remove(key: string): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing stored there to remove
  }
}

/** The stored JSON, checked by `parse` (return undefined to reject it); bad JSON -> undefined. */
export function readJson<T>(key: string, parse: (v: unknown) => T | undefined): T | undefined {
  const text = readString(key);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return parse(value);
}

/** Stores `value` as JSON; a value JSON cannot represent (a cycle, a BigInt) is not stored. */
export function writeJson(key: string, value: unknown): void {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    return;
  }
  if (text === undefined) return; // undefined, functions and symbols have no JSON
  writeString(key, text);
}

/** Flags are stored "1"/"0"; "true" also reads as set, as older builds may have written it. */
export function readFlag(key: string): boolean {
  const v = readString(key);
  return v === "1" || v === "true";
}

export function writeFlag(key: string, value: boolean): void {
  writeString(key, value ? "1" : "0");
}

/** §3 local state of the current printer, as the pages need it across reloads. */
export type PrinterLocalState = {
  sn?: string;
  eggSn?: string;
  deviceId?: string;
  deviceSn?: string;
  deviceQrcode?: string;
  isBind?: boolean;
  isManage?: boolean;
  isOpenGame?: boolean;
  isSecondHalf?: boolean;
  isOpenPhoneActivity?: boolean;
};

type StringField = "sn" | "eggSn" | "deviceId" | "deviceSn" | "deviceQrcode";
type FlagField = "isBind" | "isManage" | "isOpenGame" | "isSecondHalf" | "isOpenPhoneActivity";

const STRING_KEYS: Readonly<Record<StringField, string>> = {
  sn: STORAGE_KEYS.printerSn,
  eggSn: STORAGE_KEYS.eggPrinterSn,
  deviceId: STORAGE_KEYS.deviceId,
  deviceSn: STORAGE_KEYS.deviceSn,
  deviceQrcode: STORAGE_KEYS.deviceQrcode,
};

const FLAG_KEYS: Readonly<Record<FlagField, string>> = {
  isBind: STORAGE_KEYS.isBind,
  isManage: STORAGE_KEYS.isManage,
  isOpenGame: STORAGE_KEYS.isOpenGame,
  isSecondHalf: STORAGE_KEYS.isSecondHalf,
  isOpenPhoneActivity: STORAGE_KEYS.isOpenPhoneActivity,
};

/** Only what is stored: a missing or empty string and a never-written flag are left out. */
export function loadPrinterState(): PrinterLocalState {
  const state: PrinterLocalState = {};
  for (const [field, key] of Object.entries(STRING_KEYS) as [StringField, string][]) {
    const v = readString(key);
    if (v !== undefined && v !== "") state[field] = v;
  }
  for (const [field, key] of Object.entries(FLAG_KEYS) as [FlagField, string][]) {
    if (readString(key) !== undefined) state[field] = readFlag(key);
  }
  return state;
}

/** Writes the fields present in `partial`; a field present as undefined is removed. */
export function savePrinterState(partial: PrinterLocalState): void {
  for (const [field, key] of Object.entries(STRING_KEYS) as [StringField, string][]) {
    if (!Object.hasOwn(partial, field)) continue;
    const v = partial[field];
    if (v === undefined) remove(key);
    else writeString(key, v);
  }
  for (const [field, key] of Object.entries(FLAG_KEYS) as [FlagField, string][]) {
    if (!Object.hasOwn(partial, field)) continue;
    const v = partial[field];
    if (v === undefined) remove(key);
    else writeFlag(key, v);
  }
}

/** §4: the photo list 'show all' toggle (only offered to level_type 1 or 3; the caller checks). */
export function readShowAll(): boolean {
  return readFlag(STORAGE_KEYS.photoShowAll);
}

export function writeShowAll(value: boolean): void {
  writeFlag(STORAGE_KEYS.photoShowAll, value);
}

/** §3: the url the app was first opened at (WeChat on iOS signs JS-SDK calls against it). */
export function readStartUrl(): string | undefined {
  const v = readString(STORAGE_KEYS.startUrl);
  return v === "" ? undefined : v;
}

export function writeStartUrl(url: string): void {
  writeString(STORAGE_KEYS.startUrl, url);
}
