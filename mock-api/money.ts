/**
 * Money as the backend writes it: decimal strings with 2 places ("12.50"). Arithmetic happens in
 * integer cents (fen), so 0.1 + 0.2 is 0.30 and a balance never drifts.
 */

/** "12.5", 12.5 or "12.50" → 1250. Throws on anything that is not a finite decimal amount. */
export function toCents(value: string | number): number {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) throw new Error(`not an amount: ${String(value)}`);
  return Math.round(n * 100);
}

/** 1250 → "12.50"; -5 → "-0.05". */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** §5 discount coupon: half price to 2 decimals (half a cent rounds up). */
export function halfCents(cents: number): number {
  return Math.ceil(cents / 2);
}

/** §5: coins with a discount coupon are half, rounded up. */
export function halfCoins(coins: number): number {
  return Math.ceil(coins / 2);
}

/** Unix seconds from the injected clock's ms (the backend's time fields). */
export function unixSeconds(ms: number): number {
  return Math.floor(ms / 1000);
}
