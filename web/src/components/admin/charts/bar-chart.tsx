/**
 * A column chart in hand-written SVG (issue 14: no chart library): one column per point (the
 * dashboard's 12 months), a nice rounded scale, the chosen column highlighted and said in words
 * above; tap a column or use ← / → to choose. A bar may carry a second figure, drawn as a grey
 * column beside it (money in and out per month, /admin/user/income), with a legend. It scales with its box and stays readable at
 * 375 px (12 columns of ~24 px). Screen readers get the figures as a table.
 */
import "../admin.css";
import { useState } from "react";
import { ChartFrame, ChartTable } from "./chart-frame.tsx";

export interface Bar {
  key: string;
  /** Under the column ("1月"). */
  label: string;
  /** In the readout and the table ("2026年1月"). */
  name: string;
  value: number;
  /** A second figure beside the first (what went out, against what came in): a grey column. */
  second?: number;
}

export interface BarChartProps {
  caption: string;
  /** The card around it titles it: the caption is for screen readers only. */
  captionHidden?: boolean;
  bars: readonly Bar[];
  /** The exact figure ("¥1,288.50"). */
  format: (value: number) => string;
  /** The scale's labels, short ("1.2万"). */
  formatAxis: (value: number) => string;
  /** More columns of the table and the readout (orders, refunds) per bar. */
  details?: { head: readonly string[]; cells: (bar: Bar) => readonly string[] };
  /** The table's first two headings: the point and the value. */
  head: readonly [string, string];
  /** Says how to move the choice with the arrow keys. */
  stepLabel: string;
  /** Chosen at first; default the last column (the current month). */
  initialKey?: string;
  /** The chosen column, when the page holds it (e.g. the month in the URL); with onChoose. */
  chosen?: string;
  /** A column was chosen (tap or arrow keys). */
  onChoose?: (key: string) => void;
  /** The names of the two columns of a bar, shown under the chart, when bars carry `second`. */
  legend?: readonly [string, string];
}

/** The scale's top: the smallest 1, 2, 2.5 or 5 × 10^n at or above `max` (1 when all are 0). */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const exp = 10 ** Math.floor(Math.log10(max));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * exp >= max) return m * exp;
  return 10 * exp;
}

const W = 340;
const H = 190;
const LEFT = 44;
const RIGHT = 6;
const TOP = 10;
const BOTTOM = 24;

export function BarChart({ caption, captionHidden, bars, format, formatAxis, details, head, stepLabel, initialKey, chosen: held, onChoose, legend }: BarChartProps) {
  const [own, setOwn] = useState<string | undefined>(initialKey);
  const chosen = held ?? own;
  const setChosen = (key: string) => {
    setOwn(key);
    onChoose?.(key);
  };
  const index = Math.max(0, bars.findIndex((b) => b.key === chosen));
  const current = chosen === undefined ? bars[bars.length - 1] : bars[index];
  const paired = bars.some((b) => b.second !== undefined);
  const top = niceMax(Math.max(0, ...bars.map((b) => Math.max(b.value, b.second ?? 0))));
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const slot = plotW / Math.max(1, bars.length);
  // Two columns a slot when paired, 2 units apart.
  const barW = paired ? Math.min(13, slot * 0.34) : Math.min(28, slot * 0.62);
  const y = (v: number) => TOP + plotH - (Math.max(0, v) / top) * plotH;
  const step = (d: -1 | 1) => {
    const i = bars.findIndex((b) => b.key === current?.key);
    const next = bars[Math.min(bars.length - 1, Math.max(0, i + d))];
    if (next) setChosen(next.key);
  };

  return (
    <ChartFrame
      caption={caption}
      captionHidden={captionHidden}
      readout={
        current && (
          <>
            <span className="chart__readout-name">{current.name}</span>
            <strong className="chart__readout-value">{format(current.value)}</strong>
            {details && <span className="chart__readout-more">{details.cells(current).join(" · ")}</span>}
          </>
        )
      }
      onStep={step}
      stepLabel={stepLabel}
      table={
        <ChartTable
          caption={caption}
          head={[...head, ...(details?.head ?? [])]}
          rows={bars.map((b) => ({ key: b.key, label: b.name, cells: [format(b.value), ...(details?.cells(b) ?? [])] }))}
        />
      }
    >
      <svg className="bar-chart" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line className="chart__grid" x1={LEFT} x2={W - RIGHT} y1={y(top * f)} y2={y(top * f)} />
            <text className="chart__axis" x={LEFT - 6} y={y(top * f)} dy="0.32em" textAnchor="end">
              {formatAxis(top * f)}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const x = LEFT + slot * i + (slot - (paired ? barW * 2 + 2 : barW)) / 2;
          const colH = (v: number) => Math.max(v > 0 ? 2 : 0, TOP + plotH - y(v));
          const h = colH(b.value);
          const h2 = colH(b.second ?? 0);
          const on = b.key === current?.key;
          const mid = paired ? x + barW + 1 : x + barW / 2;
          return (
            <g key={b.key} className={on ? "bar-chart__bar bar-chart__bar--on" : "bar-chart__bar"} onClick={() => setChosen(b.key)}>
              {/* The whole slot takes the tap: a thin or empty column is still easy to hit. */}
              <rect className="bar-chart__hit" x={LEFT + slot * i} y={TOP} width={slot} height={plotH + BOTTOM} />
              <rect className="bar-chart__col" x={x} y={TOP + plotH - h} width={barW} height={h} rx={3} />
              {paired && <rect className="bar-chart__col bar-chart__col--second" x={x + barW + 2} y={TOP + plotH - h2} width={barW} height={h2} rx={3} />}
              <text className="chart__axis bar-chart__label" x={mid} y={H - 6} textAnchor="middle">
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      {paired && legend && (
        <p className="bar-chart__legend" aria-hidden="true">
          <span className="bar-chart__key">{legend[0]}</span>
          <span className="bar-chart__key bar-chart__key--second">{legend[1]}</span>
        </p>
      )}
    </ChartFrame>
  );
}
