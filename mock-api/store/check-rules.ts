/**
 * The little vocabulary the invariant checks (check-ids.ts, check-refs.ts, check-money.ts) are
 * written in: each rule throws a Broken naming the path and the rule, and checkStore (check.ts)
 * turns the first one into its one-line answer. Every helper is O(1) per call, so the checks
 * stay linear in the size of the state.
 */
import { own } from "./own.ts";

/** The first broken invariant: `path` as in "users.3.total_money", `rule` in words. */
export class Broken extends Error {
  constructor(path: string, rule: string) {
    super(`${path}: ${rule}`);
    this.name = "Broken";
  }
}

/** A value quoted for a one-line message (long text cut, control characters escaped by JSON). */
export function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** Records keyed by id (or another key), as the store keeps every collection. */
export type Records = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The entries of the collection at `path` as [key, record]; a record that is not an object is Broken. */
export function entries(path: string, records: Records): [string, Record<string, unknown>][] {
  const out = Object.entries(records);
  for (const [key, rec] of out) if (!isObject(rec)) throw new Broken(`${path}.${key}`, `${quote(rec)} is not a record (a JSON object)`);
  return out as [string, Record<string, unknown>][];
}

/** The array of objects at `path` (an absent optional list is empty); anything else is Broken. */
export function list(path: string, value: unknown): Record<string, unknown>[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw new Broken(path, `${quote(value)} is not a list`);
  value.forEach((v, i) => {
    if (!isObject(v)) throw new Broken(`${path}.${i}`, `${quote(v)} is not a JSON object`);
  });
  return value as Record<string, unknown>[];
}

/** `id` must name a record of `target` (called `targetName` in the message). */
export function mustResolve(path: string, id: unknown, target: Records, targetName: string): void {
  if ((typeof id !== "number" && typeof id !== "string") || own(target, id) === undefined) {
    throw new Broken(path, `${quote(id)} names no record of ${targetName}`);
  }
}

/** Like mustResolve, but null (and an absent optional field) means "none" and passes. */
export function mayResolve(path: string, id: unknown, target: Records, targetName: string): void {
  if (id === null || id === undefined) return;
  mustResolve(path, id, target, targetName);
}

/** Non-negative decimal money as the store writes it: "0", "12.5", "12.50" (at most 2 places, §3 Money). */
const AMOUNT = /^(0|[1-9]\d*)(\.\d{1,2})?$/;
/** The same, signed: ledger amounts ("-12.50": the contract's Money has no "+"). */
const SIGNED_AMOUNT = /^-?(0|[1-9]\d*)(\.\d{1,2})?$/;

/** Money the store holds: a decimal string, or a number where a record keeps one, never below 0. */
export function mustBeMoney(path: string, value: unknown): void {
  const ok = typeof value === "string" ? AMOUNT.test(value) : typeof value === "number" && Number.isFinite(value) && value >= 0;
  if (!ok) throw new Broken(path, `${quote(value)} is not a non-negative decimal amount (like "12.50")`);
}

/** Money that may be null (not paid yet, none set). */
export function mayBeMoney(path: string, value: unknown): void {
  if (value !== null && value !== undefined) mustBeMoney(path, value);
}

/** A signed decimal string ("-12.50", "3.00"). */
export function mustBeSignedMoney(path: string, value: unknown): void {
  if (typeof value !== "string" || !SIGNED_AMOUNT.test(value)) throw new Broken(path, `${quote(value)} is not a decimal amount (like "-12.50")`);
}

/** Coins and counts: whole numbers, never below 0. */
export function mustBeCount(path: string, value: unknown): void {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new Broken(path, `${quote(value)} is not a whole number >= 0`);
  }
}

/** Like mustBeCount, null passes. */
export function mayBeCount(path: string, value: unknown): void {
  if (value !== null && value !== undefined) mustBeCount(path, value);
}
