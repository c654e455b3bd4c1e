/** The key a bearer token is kept under (store.tokens): its SHA-256, base64url; the token itself is never stored. */
import { createHash } from "node:crypto";

/**
 * Recent token → digest pairs: every API call looks its token up, and hashing it each time was a
 * visible share of a simple call's CPU. Only the hash is cached; the lookup in the store (and so
 * revocation and expiry) happens on every call. Bounded: cleared when full.
 */
const DIGESTS = new Map<string, string>();
const DIGEST_CACHE_SIZE = 4096;

export function tokenKey(token: string): string {
  let d = DIGESTS.get(token);
  if (d === undefined) {
    d = createHash("sha256").update(token).digest("base64url");
    if (DIGESTS.size >= DIGEST_CACHE_SIZE) DIGESTS.clear();
    DIGESTS.set(token, d);
  }
  return d;
}
