/** Access tokens: 256 random bits, 30 days (§9), stored only as a SHA-256 digest. */
import { createHash, randomBytes } from "node:crypto";
import { TOKEN_LIFETIME_DAYS } from "../../web/contract/constants.ts";
import type { Store, UserRecord } from "./types.ts";

export const TOKEN_LIFETIME_MS = TOKEN_LIFETIME_DAYS * 86_400_000; // §9: 30 days

/**
 * Recent token → digest pairs: every API call looks its token up, and hashing it each time was a
 * visible share of a simple call's CPU. Only the hash is cached; the lookup in the store (and so
 * revocation and expiry) happens on every call. Bounded: cleared when full.
 */
const DIGESTS = new Map<string, string>();
const DIGEST_CACHE_SIZE = 4096;

function digest(token: string): string {
  let d = DIGESTS.get(token);
  if (d === undefined) {
    d = createHash("sha256").update(token).digest("base64url");
    if (DIGESTS.size >= DIGEST_CACHE_SIZE) DIGESTS.clear();
    DIGESTS.set(token, d);
  }
  return d;
}

export function issueToken(store: Store, userId: number, nowMs: number): { token: string; expiresInS: number } {
  const token = randomBytes(32).toString("base64url"); // 256 bits from the CSPRNG
  store.tokens[digest(token)] = { userId, createdAt: nowMs, expiresAt: nowMs + TOKEN_LIFETIME_MS };
  return { token, expiresInS: TOKEN_LIFETIME_MS / 1000 };
}

/** The user a token belongs to, or null when it is unknown, expired (then dropped) or orphaned. */
export function userOfToken(store: Store, token: string, nowMs: number): UserRecord | null {
  const key = digest(token);
  const rec = store.tokens[key];
  if (rec === undefined) return null;
  if (nowMs >= rec.expiresAt) {
    delete store.tokens[key];
    return null;
  }
  return store.users[String(rec.userId)] ?? null;
}

export function revokeToken(store: Store, token: string): void {
  delete store.tokens[digest(token)];
}
