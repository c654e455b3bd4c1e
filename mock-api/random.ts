/**
 * Where handlers get randomness (order numbers, codes, ids, nonces, tokens): `ctx.random`, never
 * node:crypto directly (test/mock-api/replay-sources.test.ts checks). A request the write-ahead
 * log keeps records what it drew, so replaying it after a crash draws the same
 * (store/persist.ts, "what a log entry is").
 *
 * A bearer token is the one secret drawn: only its key (the SHA-256 the store keys it by) is
 * written down, never the token, so a log holds no usable token, as a state file holds none.
 */
import { randomBytes, randomInt } from "node:crypto";
import { tokenKey } from "./store/token-key.ts";

export interface Random {
  /** `n` bytes from the CSPRNG. */
  bytes(n: number): Buffer;
  /** A whole number from `min` (inclusive) to `max` (exclusive), like crypto.randomInt. */
  int(min: number, max: number): number;
  /** A new bearer token (256 bits) and its key. Replayed: the token is "" and the key the one recorded. */
  token(): { token: string; key: string };
}

export const cryptoRandom: Random = {
  bytes: (n) => randomBytes(n),
  int: (min, max) => randomInt(min, max),
  token() {
    const token = randomBytes(32).toString("base64url");
    return { token, key: tokenKey(token) };
  },
};

/** What a request drew, in order: bytes as hex, whole numbers as numbers, tokens as `{ k: key }`. */
export type Draw = string | number | { k: string };

/** The CSPRNG, noting each draw in `draws` and each token in `secrets` (blanked in the answer's hash). */
export function recordingRandom(draws: Draw[], secrets: string[]): Random {
  return {
    bytes(n) {
      const b = randomBytes(n);
      draws.push(b.toString("hex"));
      return b;
    },
    int(min, max) {
      const v = randomInt(min, max);
      draws.push(v);
      return v;
    },
    token() {
      const t = cryptoRandom.token();
      draws.push({ k: t.key });
      secrets.push(t.token);
      return t;
    },
  };
}

/** A replay that drew something else than the original did (the code changed, or is not deterministic). */
export class ReplayMismatch extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ReplayMismatch";
  }
}

/** Gives back `draws` in order; a draw of another kind, or one too many, is a ReplayMismatch. */
export function replayRandom(draws: readonly Draw[]): Random {
  let i = 0;
  const next = (what: string): Draw => {
    if (i >= draws.length) throw new ReplayMismatch(`the replay drew ${what} more than the original (${draws.length} draws)`);
    return draws[i++] as Draw;
  };
  return {
    bytes(n) {
      const d = next(`${n} bytes`);
      if (typeof d !== "string" || d.length !== n * 2) throw new ReplayMismatch(`draw ${i}: the original drew ${JSON.stringify(d)}, the replay ${n} bytes`);
      return Buffer.from(d, "hex");
    },
    int(min, max) {
      const d = next("a number");
      if (typeof d !== "number" || d < min || d >= max) throw new ReplayMismatch(`draw ${i}: the original drew ${JSON.stringify(d)}, the replay a number in [${min}, ${max})`);
      return d;
    },
    token() {
      const d = next("a token");
      if (typeof d !== "object") throw new ReplayMismatch(`draw ${i}: the original drew ${JSON.stringify(d)}, the replay a token`);
      return { token: "", key: d.k };
    },
  };
}
