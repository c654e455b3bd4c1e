/**
 * The mock API's state on disk (`--data FILE`): loading and checking a state file, atomic saves,
 * and a persister that saves ~100 ms after the last change.
 *
 * A save never leaves a broken file, even under `kill -9` or a power cut: the whole state is
 * written to `FILE.tmp-<pid>-<n>`, fsynced, renamed over FILE (rename(2) is atomic within one
 * file system) and then the directory is fsynced so the rename itself is durable. A reader (or
 * the next start) sees either the old complete file or the new complete file.
 */
import { open, readFile, rename, unlink } from "node:fs/promises";
import { readdirSync, unlinkSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import * as z from "zod/mini";
import { translator } from "../messages.ts";
import { describeIssue } from "../request.ts";
import { seedState } from "../seed/index.ts";
import type { Store } from "./types.ts";

/** The `version` a state file must carry; bump it (and types.ts) when a shape changes incompatibly. */
export const STORE_VERSION: Store["version"] = 1;

/** A state file that cannot be used: unreadable, not JSON, another version or the wrong shape. */
export class StoreFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StoreFileError";
  }
}

const Int = z.number().check(z.int());
const Time = z.number(); // ms since the epoch from the injected clock
const byKey = <T extends z.ZodMiniType>(value: T) => z.record(z.string(), value);

/**
 * The collections of store/types.ts as they are today. Loose objects: fields a later issue adds
 * to a record are kept. Collections a later issue adds to the Store are checked by
 * `sameTopLevel` below (present, same kind as in a fresh seed) until a line is added here.
 */
const StoreFile = z.looseObject({
  version: z.literal(STORE_VERSION),
  seed: Int,
  nextId: z.record(z.string(), Int),
  users: byKey(
    z.looseObject({
      id: Int,
      mobile: z.string(),
      email: z.string(),
      nickname: z.string(),
      avatar: z.string(),
      wx_openid: z.string(),
      create_time: z.number(),
      level_type: Int,
      total_money: z.string(),
      coins: z.number(),
      managedPrinters: z.array(z.string()),
      companyId: z.nullable(Int),
    }),
  ),
  tokens: byKey(z.looseObject({ userId: Int, createdAt: Time, expiresAt: Time })),
  codes: byKey(
    z.looseObject({
      target: z.string(),
      scene: z.enum(["login", "bind"]),
      code: z.string(),
      createdAt: Time,
      expiresAt: Time,
      wrongTries: Int,
    }),
  ),
  codeRequests: byKey(z.array(Time)),
  wxCodes: byKey(z.looseObject({ openid: z.string(), expiresAt: Time })),
  companies: byKey(z.looseObject({ id: Int, name: z.string(), logo_url: z.string() })),
  platformCompanyId: Int,
  config: z.looseObject({
    cash_back: z.number(),
    popup_probability: z.number(),
    kefu_phone: z.string(),
    wechat_app_id: z.string(),
  }),
});

function kindOf(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  return typeof v;
}

/** The domain slices: objects of collections, each of which must be there too. */
const SLICES = ["customer", "merchant", "finance", "photo"] as const;

/**
 * Every top-level field a fresh seeded store has must be there, of the same JSON kind, and so
 * must every collection of the domain slices (a file from before a domain grew would otherwise
 * load and then make its handlers fail).
 */
function sameTopLevel(value: Record<string, unknown>): string | null {
  const fresh = seedState(1) as unknown as Record<string, unknown>;
  const older = "(the file is from an older mock-api; start over with --reset)";
  for (const [key, seeded] of Object.entries(fresh)) {
    if (!(key in value)) return `${key}: missing ${older}`;
    const want = kindOf(seeded);
    const got = kindOf(value[key]);
    if (want !== got) return `${key}: expected ${want}, got ${got}`;
  }
  for (const slice of SLICES) {
    const have = value[slice] as Record<string, unknown>;
    for (const [key, seeded] of Object.entries(fresh[slice] as Record<string, unknown>)) {
      if (!(key in have)) return `${slice}.${key}: missing ${older}`;
      if (kindOf(seeded) !== kindOf(have[key])) return `${slice}.${key}: expected ${kindOf(seeded)}, got ${kindOf(have[key])}`;
    }
  }
  return null;
}

/**
 * Checks that `value` is a whole mock-api state of this version. The error is one line naming
 * the first problem ("version 2, this mock-api reads version 1", "users.7.level_type: expected number").
 */
export function checkStore(value: unknown): { ok: true; store: Store } | { ok: false; error: string } {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, error: `not a mock-api state (expected a JSON object with "version": ${STORE_VERSION}, got ${kindOf(value)})` };
  }
  const version = (value as { version?: unknown }).version;
  if (version !== STORE_VERSION) {
    return { ok: false, error: `state version ${JSON.stringify(version) ?? "missing"}, this mock-api reads version ${STORE_VERSION}` };
  }
  const missing = sameTopLevel(value as Record<string, unknown>);
  if (missing !== null) return { ok: false, error: missing };
  const parsed = StoreFile.safeParse(value);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    return { ok: false, error: first === undefined ? "invalid state" : describeIssue(first, value, translator("en")) };
  }
  // The parsed copy has the same fields (loose objects keep unknown ones); keep the caller's object.
  return { ok: true, store: value as Store };
}

/** The state in FILE, or null when there is no such file. Throws StoreFileError on anything unusable. */
export async function loadStore(file: string): Promise<Store | null> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return null;
    throw new StoreFileError(`cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (err) {
    const why = text.trim() === "" ? "the file is empty" : err instanceof Error ? err.message : String(err);
    throw new StoreFileError(`${file} is not valid JSON (${why})`);
  }
  const checked = checkStore(value);
  if (!checked.ok) throw new StoreFileError(`${file} is not a usable mock-api state: ${checked.error}`);
  return checked.store;
}

/** The bytes of a state file: pretty JSON, so a state attached to a ticket can be read and diffed. */
export function serializeStore(store: Store): string {
  return `${JSON.stringify(store, null, 2)}\n`;
}

let tempCounter = 0;

/** Temp files of this FILE: `FILE.tmp-<pid>-<n>`. */
function tempPrefix(file: string): string {
  return `${basename(file)}.tmp-`;
}

/**
 * Writes the whole state to FILE atomically: temp file in the same directory, fsync, rename over
 * FILE, fsync the directory. The JSON is taken synchronously when called, so it is a consistent
 * snapshot even if the store changes while the bytes are written.
 */
export async function saveStoreAtomic(file: string, store: Store): Promise<void> {
  const text = serializeStore(store);
  const tmp = join(dirname(file), `${tempPrefix(file)}${process.pid}-${++tempCounter}`);
  const fh = await open(tmp, "wx", 0o600); // wx: never reuse a file someone else is writing; 600: it holds users' data
  try {
    try {
      await fh.writeFile(text, "utf8");
      await fh.sync(); // the bytes are on disk before the name points at them
    } finally {
      await fh.close();
    }
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
  await syncDirectory(dirname(file));
}

/** Makes the rename durable. Some platforms (Windows) cannot open a directory: nothing to do there. */
async function syncDirectory(dir: string): Promise<void> {
  let dh;
  try {
    dh = await open(dir, "r");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EISDIR" || code === "EPERM" || code === "EACCES") return;
    throw err;
  }
  try {
    await dh.sync();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "EINVAL" && code !== "ENOTSUP") throw err; // file systems that cannot fsync a directory
  } finally {
    await dh.close();
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM"; // alive, someone else's
  }
}

/**
 * Removes temp files a killed process left next to FILE (their pid is gone). Files of live
 * processes are left alone. Returns how many were removed.
 */
export function removeStaleTemps(file: string): number {
  const prefix = tempPrefix(file);
  let removed = 0;
  let names: string[];
  try {
    names = readdirSync(dirname(file));
  } catch {
    return 0;
  }
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-\d+$/.exec(name.slice(prefix.length))?.[1]);
    if (!Number.isSafeInteger(pid) || pid === process.pid || processAlive(pid)) continue;
    try {
      unlinkSync(join(dirname(file), name));
      removed += 1;
    } catch {
      // gone already, or not ours to remove: harmless either way
    }
  }
  return removed;
}

/** Replaces the contents of `target` with those of `source`, keeping the object (handlers hold it). */
export function replaceStoreInPlace(target: Store, source: Store): void {
  const t = target as unknown as Record<string, unknown>;
  for (const key of Object.keys(t)) if (!(key in source)) delete t[key];
  Object.assign(t, source);
}

export interface PersisterOptions {
  readonly file: string;
  readonly store: Store;
  readonly log: (line: string) => void;
  /** Quiet time after the last change before saving; default 100 ms. */
  readonly debounceMs?: number;
  /** A steady stream of changes still saves at least this often; default 1000 ms. */
  readonly maxWaitMs?: number;
}

export interface Persister {
  /** The store changed: save it once things are quiet for `debounceMs`. Cheap; call it freely. */
  changed(): void;
  /** Saves now if anything changed since the last save; resolves once it is on disk. */
  flush(): Promise<void>;
  /** Saves what is pending and stops; later `changed()` calls are ignored. */
  close(): Promise<void>;
  /** Completed saves so far. */
  readonly saves: number;
}

export function createPersister(options: PersisterOptions): Persister {
  const { file, store, log } = options;
  const debounceMs = options.debounceMs ?? 100; // ~100 ms: a burst of calls is one write
  const maxWaitMs = options.maxWaitMs ?? 1000;
  let dirty = false;
  let firstDirtyAt: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<void> = Promise.resolve();
  let closed = false;
  let saves = 0;

  const stale = removeStaleTemps(file);
  if (stale > 0) log(`[mock-api] removed ${stale} temp file(s) a killed process left next to ${file}`);

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const run = chain.then(async () => {
      if (!dirty) return;
      dirty = false;
      firstDirtyAt = null;
      try {
        await saveStoreAtomic(file, store);
        saves += 1;
      } catch (err) {
        dirty = true; // try again with the next change or flush
        log(`[mock-api] ERROR saving state to ${file}: ${err instanceof Error ? err.message : String(err)}`);
        throw err;
      }
    });
    chain = run.catch(() => {});
    return run;
  }

  return {
    get saves() {
      return saves;
    },
    changed() {
      if (closed) return;
      dirty = true;
      const now = Date.now();
      firstDirtyAt ??= now;
      clearTimeout(timer);
      const wait = Math.max(0, Math.min(debounceMs, firstDirtyAt + maxWaitMs - now));
      timer = setTimeout(() => void flush().catch(() => {}), wait); // already logged by flush
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
