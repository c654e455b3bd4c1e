/**
 * A month as a heat map (§3 calendar entries: day, value), in hand-written SVG: a week per row,
 * Monday first, each day tinted by its value from the palest orange to the brand's (an empty
 * day is grey), today ringed. Tap a day, or use ← / →, to read it above; screen readers read the
 * days as a table.
 */
import "../admin.css";
import { useState } from "react";
import { ChartFrame, ChartTable } from "./chart-frame.tsx";

export interface HeatMapProps {
  caption: string;
  captionHidden?: boolean;
  /** "YYYY-MM". */
  month: string;
  /** Value per day of the month (1-based); a missing day is 0. */
  values: ReadonlyMap<number, number>;
  format: (value: number) => string;
  /** "1月14日" / "Jan 14". */
  dayName: (day: number) => string;
  /** Mon…Sun, as the column heads show them. */
  weekdays: readonly string[];
  /** The day ringed as today, if this month is the current one. */
  today?: number;
  head: readonly [string, string];
  stepLabel: string;
  /** "less" / "more" at the ends of the legend. */
  legend: readonly [string, string];
}

/** Days in a "YYYY-MM" month. */
export function daysIn(month: string): number {
  const [y = 1970, m = 1] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** 0 = Monday … 6 = Sunday, of the month's first day. */
export function firstWeekday(month: string): number {
  const [y = 1970, m = 1] = month.split("-").map(Number);
  return (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
}

/** 0 for nothing, then 1–4 by quarter of the month's best day. */
export function level(value: number, max: number): 0 | 1 | 2 | 3 | 4 {
  if (!(value > 0) || !(max > 0)) return 0;
  return Math.min(4, Math.ceil((value / max) * 4)) as 1 | 2 | 3 | 4;
}

const CELL = 44;
const GAP = 4;
const HEAD = 20;

export function HeatMap({ caption, captionHidden, month, values, format, dayName, weekdays, today, head, stepLabel, legend }: HeatMapProps) {
  const days = daysIn(month);
  const offset = firstWeekday(month);
  const rows = Math.ceil((offset + days) / 7);
  const max = Math.max(0, ...values.values());
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const day = chosen !== undefined && chosen <= days ? chosen : (today ?? days);
  const W = 7 * CELL + 6 * GAP;
  const H = HEAD + rows * CELL + (rows - 1) * GAP;
  const value = (d: number) => values.get(d) ?? 0;

  return (
    <ChartFrame
      caption={caption}
      captionHidden={captionHidden}
      readout={
        <>
          <span className="chart__readout-name">{dayName(day)}</span>
          <strong className="chart__readout-value">{format(value(day))}</strong>
        </>
      }
      onStep={(d) => setChosen(Math.min(days, Math.max(1, day + d)))}
      stepLabel={stepLabel}
      table={
        <ChartTable
          caption={caption}
          head={head}
          rows={Array.from({ length: days }, (_, i) => ({ key: String(i + 1), label: dayName(i + 1), cells: [format(value(i + 1))] }))}
        />
      }
    >
      <svg className="heat-map" viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
        {weekdays.map((w, i) => (
          <text key={w} className="chart__axis" x={i * (CELL + GAP) + CELL / 2} y={13} textAnchor="middle">
            {w}
          </text>
        ))}
        {Array.from({ length: days }, (_, i) => {
          const d = i + 1;
          const slot = offset + i;
          const x = (slot % 7) * (CELL + GAP);
          const yy = HEAD + Math.floor(slot / 7) * (CELL + GAP);
          const cls = [
            "heat-map__day",
            `heat-map__day--l${level(value(d), max)}`,
            d === today ? "heat-map__day--today" : "",
            d === day ? "heat-map__day--on" : "",
          ].join(" ");
          return (
            <g key={d} className={cls} onClick={() => setChosen(d)}>
              <rect x={x} y={yy} width={CELL} height={CELL} rx={8} />
              <text x={x + CELL / 2} y={yy + CELL / 2} dy="0.35em" textAnchor="middle">
                {d}
              </text>
            </g>
          );
        })}
      </svg>
      <div className="heat-map__legend" aria-hidden="true">
        <span>{legend[0]}</span>
        {[0, 1, 2, 3, 4].map((l) => (
          <span key={l} className={`heat-map__swatch heat-map__day--l${l}`} />
        ))}
        <span>{legend[1]}</span>
      </div>
    </ChartFrame>
  );
}
