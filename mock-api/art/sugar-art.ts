/**
 * Generated pictures for the seeded world (issue 3: "generate the images: SVG sugar-line
 * drawings made procedurally"): sugar paintings for patterns of every goods type, text
 * paintings, and photo prints. Deterministic: the same motif and seed always give the same SVG.
 * Drawn the way the printer pours: one amber line of the §9 width on a bamboo stick.
 */
import { SUGAR_COLOR, SUGAR_LINE_WIDTH } from "../../web/contract/constants.ts";
import { seededRandom } from "../seed/random.ts";
import { MOTIFS, motifStrokes, type Motif, type Point, type Stroke } from "./curves.ts";

const SIZE = 400;
const HALF = SIZE / 2;
/** The figure sits above the stick. */
const FIGURE_Y = 170;
const FIGURE_R = 150;

function toPx([x, y]: Point): Point {
  return [HALF + x * FIGURE_R, FIGURE_Y + y * FIGURE_R];
}

/** Catmull-Rom through the points as cubic Béziers: the smooth look of poured sugar. */
export function smoothPath(points: readonly Point[]): string {
  const p = points.map(toPx);
  if (p.length < 2) return "";
  const f = (n: number) => n.toFixed(1);
  let d = `M${f(p[0]![0])} ${f(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!, p1 = p[i]!, p2 = p[i + 1]!, p3 = p[i + 2] ?? p2;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function frame(body: string, label: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="#fff8ee"/>`,
    // The bamboo stick the figure is poured onto.
    `<path d="M${HALF} 282V392" stroke="#d9b38c" stroke-width="9" stroke-linecap="round"/>`,
    body,
    `</svg>`,
  ].join("");
}

function sugarLines(strokes: readonly Stroke[]): string {
  const d = strokes.map(smoothPath).join("");
  return [
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">`,
    `<path d="${d}" stroke="${SUGAR_COLOR}" stroke-width="${SUGAR_LINE_WIDTH}"/>`,
    // A thin highlight: cooled sugar is glossy.
    `<path d="${d}" stroke="#ffd9a8" stroke-width="1.2" stroke-opacity=".8" transform="translate(-1 -1)"/>`,
    `</g>`,
  ].join("");
}

export function isMotif(s: string): s is Motif {
  return (MOTIFS as readonly string[]).includes(s);
}

/** A sugar painting of `motif`, varied by `seed`. */
export function sugarArtSvg(motif: Motif, seed: number): string {
  const strokes = motifStrokes(motif, seededRandom(seed * 7919 + motif.length));
  // The figure meets the stick: a short pour down from the lowest point of the drawing.
  const join: Stroke = [[0, 0.78], [0, (300 - FIGURE_Y) / FIGURE_R]];
  return frame(sugarLines([...strokes, join]), `sugar painting: ${motif}`);
}

/** The motif a free-text prompt draws (AI and text drawing): stable for the same words. */
export function motifForPrompt(prompt: string): { motif: Motif; seed: number } {
  let h = 2166136261;
  for (const ch of prompt) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  const keywords: [RegExp, Motif][] = [
    [/龙|dragon/i, "dragon"], [/鱼|fish/i, "fish"], [/蝶|butterfly/i, "butterfly"], [/心|爱|heart|love/i, "heart"],
    [/星|star/i, "star"], [/日|太阳|sun/i, "sun"], [/花|玫瑰|flower|rose/i, "rose"],
  ];
  const hit = keywords.find(([re]) => re.test(prompt));
  return { motif: hit ? hit[1] : (MOTIFS[h % MOTIFS.length] ?? "spiral"), seed: h % 100_000 };
}

/** Text drawing: the words in a sugar line inside a round medallion. */
export function sugarTextSvg(text: string): string {
  const clean = [...text.replace(/\s+/g, " ").trim()].slice(0, 8).join("");
  const size = clean.length <= 2 ? 120 : clean.length <= 4 ? 80 : 48;
  const ring: Stroke = Array.from({ length: 73 }, (_, i) => [0.95 * Math.cos((i * Math.PI) / 36), 0.95 * Math.sin((i * Math.PI) / 36)] as Point);
  const lettering = `<text x="${HALF}" y="${FIGURE_Y + size * 0.35}" font-size="${size}" text-anchor="middle" font-family="'PingFang SC','Microsoft YaHei',sans-serif" font-weight="700" fill="none" stroke="${SUGAR_COLOR}" stroke-width="${SUGAR_LINE_WIDTH * 0.6}" stroke-linejoin="round">${escapeXml(clean)}</text>`;
  return frame(sugarLines([ring, [[0, 0.95], [0, (300 - FIGURE_Y) / FIGURE_R]]]) + lettering, `sugar text: ${clean}`);
}

/** Photo goods (type 16): a printed photo, here a warm gradient portrait with a sugar frame. */
export function photoSvg(seed: number): string {
  const rnd = seededRandom(seed);
  const hue = rnd.int(0, 359);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="photo print ${seed}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 82%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 60% 62%)"/></linearGradient></defs>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#g)"/>`,
    `<circle cx="${HALF}" cy="150" r="${60 + rnd.int(0, 15)}" fill="hsl(${hue} 25% 30%)" fill-opacity=".85"/>`,
    `<path d="M80 400c10-110 70-150 120-150s110 40 120 150Z" fill="hsl(${hue} 25% 30%)" fill-opacity=".85"/>`,
    `<rect x="12" y="12" width="376" height="376" rx="18" fill="none" stroke="${SUGAR_COLOR}" stroke-width="${SUGAR_LINE_WIDTH * 2}"/>`,
    `</svg>`,
  ].join("");
}
