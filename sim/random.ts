/**
 * A tiny seeded PRNG (mulberry32) of the sim's own, so a printer's sensor noise is the same run after
 * run for the same `--seed`. The state is one u32, so a snapshot can carry it. Not for secrets.
 */
export function mulberry32Next(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next }; // value in [0, 1)
}

/** A stream of numbers in [0, 1) from a seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    const r = mulberry32Next(state);
    state = r.state;
    return r.value;
  };
}
