/**
 * Where a mock API's state comes from at its start (main.ts, `sim start`), and its persister:
 *
 *   no --data   a fresh seeded store, files in memory, nothing on disk
 *   --data F    F's snapshot, F.blobs/ and F.wal/ (store/persist.ts): the snapshot is loaded
 *               (a state from before issue 12 has its inline files moved out), every entry the
 *               write-ahead log holds after it is replayed (replay.ts, ops.ts
 *               `replayOp`), and a new snapshot containing them is written before the server
 *               listens. No F: the seed, saved at once. `reset`: the seed, whatever F held.
 *
 * A file or log that cannot be used stops the start with one line (StoreFileError): it is never
 * overwritten. A replay that answers differently from the original is loud: a line per entry
 * (the first few), a summary in `notes`, and the log kept in `F.wal.diverged-<time>/`.
 */
import { renameSync } from "node:fs";
import { ENDPOINTS } from "../web/contract/http/index.ts";
import { systemClock } from "./clock.ts";
import { noDevices, type DevicePort } from "./devices.ts";
import { noFaults } from "./faults/index.ts";
import { ROUTES } from "./handlers/index.ts";
import { replayOp } from "./ops.ts";
import { createRouter } from "./router.ts";
import type { ReplayResult } from "./replay.ts";
import { IMPORT_OP } from "./state-io.ts";
import { checkedState } from "./store/archive.ts";
import { provideSeedFiles } from "./seed/index.ts";
import { createDirBlobs, createMemoryBlobs, type BlobStore } from "./store/blobs.ts";
import { createStore, type Store } from "./store/index.ts";
import { createPersister, type Persister, type PersisterOptions } from "./store/persist.ts";
import { loadSnapshot, replaceStoreInPlace, StoreFileError } from "./store/snapshot.ts";
import { listSegments, readWal, walDirOf, WalError, type WalEntry } from "./store/wal-format.ts";
import { removeSegments, type Durability } from "./store/wal.ts";

export interface OpenedState {
  readonly store: Store;
  readonly blobs: BlobStore;
  /** With --data: saves the state (the caller closes it at the end). */
  readonly persister?: Persister;
  /** Where the state came from, for the start line ("seed 1", "state.json (seed 1)"). */
  readonly from: string;
  /** What the start did that a person should know (replayed writes, a torn last line, divergences). */
  readonly notes: readonly string[];
}

export interface OpenStateOptions {
  readonly file?: string | undefined;
  readonly reset?: boolean;
  readonly seed: number;
  /**
   * The moment a fresh seed's world is laid out around (issue 14: today's orders on any day);
   * default SEED_NOW (tests). A loaded state keeps the dates it was saved with.
   */
  readonly now?: number;
  readonly log: (line: string) => void;
  /** Print jobs go to a printer side (the sim): recorded in the log for replays. */
  readonly devices?: boolean;
  /** When an acknowledged write counts as kept (store/wal.ts); default "fsync". */
  readonly durability?: Durability;
  /** When snapshots are taken (tests keep the log long to replay it). */
  readonly snapshots?: Pick<PersisterOptions, "compactMinBytes" | "idleSnapshotMs">;
}

/** Drops print jobs: a replayed payment stamps its job as sent; the printer gets it again when it is heard (printing/jobs.ts redeliverJobs). */
const replayDevices: DevicePort = { sendJob: () => {} };

export function blobDirOf(file: string): string {
  return `${file}.blobs`;
}

/** Replays `entries` on `store`; answers how many differed, and the first few lines saying how. */
export async function replayEntries(store: Store, blobs: BlobStore, entries: readonly { entry: WalEntry; header: { devices: boolean } }[]): Promise<{ diverged: number; lines: string[] }> {
  const router = createRouter({ routes: ROUTES, endpoints: ENDPOINTS, store, blobs, clock: systemClock, faults: noFaults, log: () => {} });
  let diverged = 0;
  const lines: string[] = [];
  for (const { entry, header } of entries) {
    const devices = header.devices ? replayDevices : noDevices;
    const result = entry.k === "api" ? await router.replay(entry, devices) : entry.op === IMPORT_OP ? await replayImport(entry.a, store, blobs) : replayOp(entry, store, devices);
    if (result.same) continue;
    diverged += 1;
    const what = entry.k === "api" ? `${entry.m} ${entry.p}` : `operation ${entry.op}`;
    if (lines.length < 5) lines.push(`log entry ${entry.n} (${what} at ${new Date(entry.at).toISOString()}): ${result.detail ?? "differs"}`);
  }
  return { diverged, lines };
}

/** An import (state-io.ts): the state it put in place, from the file its entry names. */
async function replayImport(args: unknown, store: Store, blobs: BlobStore): Promise<ReplayResult> {
  const name = (args as { blob?: unknown } | null)?.blob;
  const bytes = typeof name === "string" ? await blobs.read(name) : null;
  if (bytes === null) return { same: false, detail: `the imported state's file ${String(name)} is missing` };
  try {
    replaceStoreInPlace(store, checkedState(JSON.parse(bytes.toString("utf8")) as unknown, blobs));
    return { same: true };
  } catch (err) {
    return { same: false, detail: `the imported state no longer loads: ${err instanceof Error ? err.message : String(err)}` };
  }
}

export async function openState(o: OpenStateOptions): Promise<OpenedState> {
  const { file, seed, log } = o;
  if (file === undefined) {
    const store = createStore(seed, o.now);
    const blobs = createMemoryBlobs();
    provideSeedFiles(store, blobs);
    return { store, blobs, from: `seed ${seed}`, notes: [] };
  }
  const blobs = createDirBlobs(blobDirOf(file));
  const walDir = walDirOf(file);
  const notes: string[] = [];
  let store: Store;
  let lastSeq = 0;
  let from: string;
  if (o.reset === true) {
    store = createStore(seed, o.now);
    await removeSegments(listSegments(walDir).map((s) => s.path)); // the log of the state --reset replaces
    from = `seed ${seed}, reset state saved to ${file}`;
  } else {
    const snap = await loadSnapshot(file, blobs); // a file that does not parse stops the start: never overwritten
    if (snap === null) {
      const segments = listSegments(walDir);
      if (segments.length > 0) {
        throw new StoreFileError(`${file} is missing but its write-ahead log ${walDir} is there (${segments.length} segment(s)): put the state file back, or move the log away`);
      }
      store = createStore(seed, o.now);
      from = `seed ${seed}, new state saved to ${file}`;
    } else {
      store = snap.store;
      lastSeq = snap.walSeq;
      from = `${file} (seed ${store.seed})`;
      let read;
      try {
        read = readWal(walDir, snap.walSeq);
      } catch (err) {
        if (err instanceof WalError) throw new StoreFileError(`the write-ahead log of ${file} cannot be used: ${err.message}`);
        throw err;
      }
      if (read.entries.length > 0) {
        const { diverged, lines } = await replayEntries(store, blobs, read.entries);
        const last = read.entries.at(-1)?.entry as WalEntry;
        lastSeq = last.n;
        notes.push(`replayed ${read.entries.length} logged write(s) from ${walDir} (the last of ${new Date(last.at).toISOString()})`);
        if (diverged > 0) {
          const aside = `${walDir}.diverged-${new Date().toISOString().replace(/[:.]/g, "-")}`;
          renameSync(walDir, aside); // the evidence stays; the snapshot below starts a new log
          for (const line of lines) log(`[mock-api] WARNING ${line}`);
          notes.push(`WARNING: ${diverged} of them replayed differently from the original (the first: ${lines[0] ?? "?"}); the log is kept in ${aside}`);
        }
      }
      if (read.tornTail) notes.push(`the log's last line was cut short by a crash (its answer never left): dropped`);
      if (read.damaged > 0) notes.push(`WARNING: ${read.damaged} damaged line(s) in ${walDir} skipped (no entry after the snapshot is missing)`);
    }
  }
  provideSeedFiles(store, blobs); // the seeded exports' CSVs, for a fresh seed or a state that lost them
  const persister = createPersister({ file, store, blobs, log, lastSeq, devices: o.devices === true, ...(o.durability !== undefined ? { durability: o.durability } : {}), ...o.snapshots });
  await persister.snapshot(); // the replayed (or new, or migrated) state on disk before anyone is answered
  return { store, blobs, persister, from, notes };
}
