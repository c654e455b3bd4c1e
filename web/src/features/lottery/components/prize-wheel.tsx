/**
 * The prize wheel: one SVG slice per prize, clockwise from the top. `turns` rotates it so the
 * slice `stopAt` ends under the pointer; the spin is a CSS transition (reduced motion: none).
 */
import type { Prize } from "../../../../contract/http/lottery.ts";
import "./lottery.css";

const R = 140;
const C = 150;
const COLORS = ["#fdf0e3", "#ffffff"] as const;

/** The rotation (deg) that brings slice `index` of `count` under the top pointer after `turns` full turns. */
export function wheelRotation(index: number, count: number, turns: number): number {
  const slice = 360 / count;
  return turns * 360 - (index * slice + slice / 2);
}

/** Rough text width in em: CJK glyphs are square, Latin ones a little over half as wide. */
function widthEm(text: string): number {
  let w = 0;
  for (const ch of text) w += ch.codePointAt(0)! >= 0x2e80 ? 1 : 0.6;
  return w;
}

const MAX_FONT_PX = 14;
const MIN_FONT_PX = 9;

/**
 * A prize name on at most two lines (split at the space nearest the middle) and the font size
 * that fits `maxWidth` px, so "Sugar-art gift box" reads whole instead of "Sugar-ar…" (issue 11).
 */
export function wheelLabel(name: string, maxWidth: number): { lines: string[]; fontSize: number } {
  const words = name.trim().split(/\s+/);
  let lines = [name.trim()];
  if (words.length > 1 && widthEm(name) * MAX_FONT_PX > maxWidth) {
    let best = lines;
    let bestWidth = Number.POSITIVE_INFINITY;
    for (let i = 1; i < words.length; i++) {
      const pair = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
      const w = Math.max(...pair.map(widthEm));
      if (w < bestWidth) [best, bestWidth] = [pair, w];
    }
    lines = best;
  }
  const widest = Math.max(...lines.map(widthEm));
  const fontSize = Math.max(MIN_FONT_PX, Math.min(MAX_FONT_PX, Math.floor(maxWidth / widest)));
  return { lines, fontSize };
}

function point(angleDeg: number, r: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [C + r * Math.cos(a), C + r * Math.sin(a)];
}

export function PrizeWheel({ prizes, rotation, label }: { prizes: readonly Prize[]; rotation: number; label: string }) {
  const n = Math.max(1, prizes.length);
  const slice = 360 / n;
  // The chord of a slice where its label sits, less a margin: the room a label has (px of the viewBox).
  const room = Math.min(2 * R * 0.62 * Math.sin(((slice / 2) * Math.PI) / 180), R * 0.7) - 8;
  return (
    <div className="wheel">
      <svg className="wheel__disc" viewBox="0 0 300 300" role="img" aria-label={label} style={{ transform: `rotate(${rotation}deg)` }}>
        <circle cx={C} cy={C} r={R + 6} fill="#e27101" />
        {prizes.map((p, i) => {
          const [x1, y1] = point(i * slice, R);
          const [x2, y2] = point((i + 1) * slice, R);
          const [tx, ty] = point(i * slice + slice / 2, R * 0.62);
          const { lines, fontSize } = wheelLabel(p.name, room);
          return (
            <g key={`${p.id}-${i}`}>
              <path d={`M${C} ${C}L${x1} ${y1}A${R} ${R} 0 0 1 ${x2} ${y2}Z`} fill={COLORS[i % 2]} stroke="#f6c48f" />
              <text
                x={tx}
                y={ty}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={fontSize}
                fontWeight="600"
                fill="#b85a00"
                transform={`rotate(${i * slice + slice / 2} ${tx} ${ty})`}
              >
                {lines.map((line, k) => (
                  <tspan key={k} x={tx} dy={k === 0 ? `${-(lines.length - 1) * 0.55}em` : "1.1em"}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
        <circle cx={C} cy={C} r="22" fill="#e27101" />
      </svg>
      <svg className="wheel__pointer" viewBox="0 0 40 40" aria-hidden="true">
        <path d="M20 38 6 8h28Z" />
      </svg>
    </div>
  );
}
