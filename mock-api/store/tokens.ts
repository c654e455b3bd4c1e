/** Access tokens: 256 random bits, 30 days (§9), stored only as a SHA-256 digest (the token's key). */
import { TOKEN_LIFETIME_DAYS } from "../../web/contract/constants.ts";
import { cryptoRandom, type Random } from "../random.ts";
import { tokenKey } from "./token-key.ts";
import type { Store, UserRecord } from "./types.ts";

export { tokenKey };

export const TOKEN_LIFETIME_MS = TOKEN_LIFETIME_DAYS * 86_400_000; // §9: 30 days

export function issueToken(store: Store, userId: number, nowMs: number, random: Random = cryptoRandom): { token: string; expiresInS: number } {
  const { token, key } = random.token(); // 256 bits from the CSPRNG
  store.tokens[key] = { userId, createdAt: nowMs, expiresAt: nowMs + TOKEN_LIFETIME_MS };
  return { token, expiresInS: TOKEN_LIFETIME_MS / 1000 };
}

/** The user a token belongs to, or null when it is unknown, expired (then dropped) or orphaned. */
export function userOfToken(store: Store, token: string, nowMs: number): UserRecord | null {
  return userOfKey(store, tokenKey(token), nowMs);
}

/** userOfToken by the token's key (a replayed request knows only the key). */
export function userOfKey(store: Store, key: string, nowMs: number): UserRecord | null {
  const rec = store.tokens[key];
  if (rec === undefined) return null;
  if (nowMs >= rec.expiresAt) {
    delete store.tokens[key];
    return null;
  }
  return store.users[String(rec.userId)] ?? null;
}

export function revokeToken(store: Store, token: string): void {
  revokeKey(store, tokenKey(token));
}

export function revokeKey(store: Store, key: string): void {
  delete store.tokens[key];
}
