/**
 * The motifs of the generated sugar paintings: classic parametric curves in unit space
 * ([-1, 1] on both axes, y down), each a list of strokes (polylines). A tanghua artist draws
 * with one continuous pour where possible, so most motifs are a single closed stroke plus a few
 * ornaments.
 */
import type { Random } from "../seed/random.ts";

export type Point = readonly [number, number];
export type Stroke = Point[];

export const MOTIFS = ["rose", "butterfly", "heart", "fish", "dragon", "star", "spiral", "sun"] as const;
export type Motif = (typeof MOTIFS)[number];

function sample(n: number, from: number, to: number, f: (t: number) => Point): Stroke {
  const out: Stroke = [];
  for (let i = 0; i <= n; i++) out.push(f(from + ((to - from) * i) / n));
  return out;
}

/** Scales a stroke list to fill `extent` of the unit box, centred. */
function fit(strokes: Stroke[], extent = 0.82): Stroke[] {
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (const s of strokes) for (const [x, y] of s) {
    minX = Math.min(minX, x); maxX = Math.max(maxX, x);
    minY = Math.min(minY, y); maxY = Math.max(maxY, y);
  }
  const scale = (2 * extent) / Math.max(maxX - minX, maxY - minY, 1e-9);
  const cx = (minX + maxX) / 2, cy = (minY + maxY) / 2;
  return strokes.map((s) => s.map(([x, y]) => [(x - cx) * scale, (y - cy) * scale] as Point));
}

function curl(x: number, y: number, r: number, turns: number, phase: number): Stroke {
  return sample(40, 0, turns * 2 * Math.PI, (t) => [x + ((r * t) / (turns * 2 * Math.PI)) * Math.cos(t + phase), y + ((r * t) / (turns * 2 * Math.PI)) * Math.sin(t + phase)]);
}

function circle(x: number, y: number, r: number): Stroke {
  return sample(36, 0, 2 * Math.PI, (t) => [x + r * Math.cos(t), y + r * Math.sin(t)]);
}

const MOTIF_STROKES: Record<Motif, (rnd: Random) => Stroke[]> = {
  // Rose curve r = cos(kθ): petals, with a curl at the heart.
  rose: (rnd) => {
    const k = [2, 3, 4, 5, 6][rnd.int(0, 4)] ?? 3;
    const petals = sample(360, 0, (k % 2 === 0 ? 2 : 1) * Math.PI, (t) => [Math.cos(k * t) * Math.cos(t), Math.cos(k * t) * Math.sin(t)]);
    return fit([petals, curl(0, 0, 0.22, 2, rnd.next() * 6)]);
  },
  // Temple Fay's butterfly curve.
  butterfly: () => {
    const wings = sample(900, 0, 12 * Math.PI, (t) => {
      const r = Math.exp(Math.sin(t)) - 2 * Math.cos(4 * t) + Math.sin((2 * t - Math.PI) / 24) ** 5;
      return [r * Math.sin(t), -r * Math.cos(t)];
    });
    return fit([wings]);
  },
  heart: (rnd) => {
    const outline = sample(200, 0, 2 * Math.PI, (t) => [16 * Math.sin(t) ** 3, -(13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t))]);
    const inner = outline.map(([x, y]) => [x * 0.55, y * 0.55 - 1.2] as Point);
    return fit([outline, inner, curl(0, -1.5, 2.5, 1.5, rnd.next() * 6)]);
  },
  // The fish curve, an eye, and a tail fan.
  fish: (rnd) => {
    const body = sample(200, 0, 2 * Math.PI, (t) => [Math.cos(t) - Math.sin(t) ** 2 / Math.SQRT2, Math.cos(t) * Math.sin(t)]);
    const scales = [0, 1, 2].map((i) => sample(20, -1, 1, (t) => [0.1 - i * 0.18 + 0.05 * Math.cos(t * 1.5), 0.22 * t]));
    return fit([body, circle(0.62, -0.05, 0.05 + rnd.next() * 0.02), ...scales]);
  },
  // A sinuous body with a head and scale arcs: the favourite of every tanghua stall.
  dragon: (rnd) => {
    const waves = 1.5 + rnd.next();
    const spine = (t: number): Point => [t, 0.35 * Math.sin(waves * Math.PI * t) * (1 - 0.3 * t)];
    const upper = sample(160, -1, 1, (t) => { const [x, y] = spine(t); return [x, y - 0.12 * (1 - Math.abs(t) * 0.6)]; });
    const lower = sample(160, 1, -1, (t) => { const [x, y] = spine(t); return [x, y + 0.12 * (1 - Math.abs(t) * 0.6)]; });
    const scales = Array.from({ length: 7 }, (_, i) => {
      const t = -0.8 + i * 0.25;
      const [x, y] = spine(t);
      return sample(12, 0, Math.PI, (a) => [x + 0.06 * Math.cos(a), y - 0.06 * Math.sin(a)]);
    });
    const [hx, hy] = spine(1);
    return fit([[...upper, ...lower], circle(hx + 0.12, hy, 0.14), circle(hx + 0.16, hy - 0.04, 0.025), curl(-1.05, spine(-1)[1], 0.15, 1.5, 0), ...scales]);
  },
  star: (rnd) => {
    const n = rnd.int(5, 8);
    const outline = sample(n * 2, 0, 2 * Math.PI, (t) => {
      const r = Math.round((t / (2 * Math.PI)) * n * 2) % 2 === 0 ? 1 : 0.45;
      return [r * Math.sin(t), -r * Math.cos(t)];
    });
    return fit([outline, curl(0, 0, 0.3, 2.5, rnd.next() * 6)]);
  },
  spiral: (rnd) => {
    const turns = 3 + rnd.int(0, 2);
    const a = sample(300, 0, turns * 2 * Math.PI, (t) => [(t / (turns * 2 * Math.PI)) * Math.cos(t), (t / (turns * 2 * Math.PI)) * Math.sin(t)]);
    return fit([a, a.map(([x, y]) => [-x, -y] as Point)]);
  },
  sun: (rnd) => {
    const rays = rnd.int(8, 14);
    const ring = circle(0, 0, 0.5);
    const spikes = sample(rays * 2, 0, 2 * Math.PI, (t) => {
      const r = Math.round((t / (2 * Math.PI)) * rays * 2) % 2 === 0 ? 0.62 : 0.95;
      return [r * Math.cos(t), r * Math.sin(t)];
    });
    const smile = sample(20, 0.2 * Math.PI, 0.8 * Math.PI, (t) => [0.25 * Math.cos(t), 0.05 + 0.2 * Math.sin(t)]);
    return fit([ring, spikes, smile, circle(-0.17, -0.12, 0.05), circle(0.17, -0.12, 0.05)]);
  },
};

export function motifStrokes(motif: Motif, rnd: Random): Stroke[] {
  return MOTIF_STROKES[motif](rnd);
}
