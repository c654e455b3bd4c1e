/**
 * The withdraw form's rules (contract tixian.ts): an amount with at most 2 decimals, at least
 * the minimum (¥1.00), at most what can be withdrawn now and the per-withdrawal cap; the fee is
 * withdrawFeeCents (0.6 %, rounded up to the fen), the same function the server charges with.
 */
import { withdrawFeeCents } from "../../../../contract/http/tixian.ts";

export type AmountProblem = "required" | "format" | "min" | "max" | "balance";

/** Fen of a typed amount ("12.5" -> 1250), or null when it is not an amount. */
export function amountCents(text: string): number | null {
  const s = text.trim();
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

export function amountProblem(text: string, limits: { availableCents: number; minCents: number; maxCents: number }): AmountProblem | undefined {
  if (text.trim() === "") return "required";
  const cents = amountCents(text);
  if (cents === null || cents === 0) return "format";
  if (cents < limits.minCents) return "min";
  if (cents > limits.availableCents) return "balance";
  if (cents > limits.maxCents) return "max";
  return undefined;
}

/** The fee and what arrives, in fen, for a valid amount. */
export function feeOf(cents: number): { fee: number; arrives: number } {
  const fee = withdrawFeeCents(cents);
  return { fee, arrives: cents - fee };
}

/** "470.55" -> 47055 (a money string from the server). */
export function moneyCents(v: string | number | null | undefined): number {
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}
