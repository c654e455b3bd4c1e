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

function point(angleDeg: number, r: number): [number, number] {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return [C + r * Math.cos(a), C + r * Math.sin(a)];
}

export function PrizeWheel({ prizes, rotation, label }: { prizes: readonly Prize[]; rotation: number; label: string }) {
  const n = Math.max(1, prizes.length);
  const slice = 360 / n;
  return (
    <div className="wheel">
      <svg className="wheel__disc" viewBox="0 0 300 300" role="img" aria-label={label} style={{ transform: `rotate(${rotation}deg)` }}>
        <circle cx={C} cy={C} r={R + 6} fill="#e27101" />
        {prizes.map((p, i) => {
          const [x1, y1] = point(i * slice, R);
          const [x2, y2] = point((i + 1) * slice, R);
          const [tx, ty] = point(i * slice + slice / 2, R * 0.62);
          return (
            <g key={`${p.id}-${i}`}>
              <path d={`M${C} ${C}L${x1} ${y1}A${R} ${R} 0 0 1 ${x2} ${y2}Z`} fill={COLORS[i % 2]} stroke="#f6c48f" />
              <text
                x={tx}
                y={ty}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize="14"
                fontWeight="600"
                fill="#b85a00"
                transform={`rotate(${i * slice + slice / 2} ${tx} ${ty})`}
              >
                {p.name.length > 8 ? `${p.name.slice(0, 8)}…` : p.name}
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
