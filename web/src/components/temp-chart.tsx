/**
 * The live temperature chart (§2 waiting page, and the merchant's printer detail): nozzle and bed
 * against their dashed targets. Its words come from the page (each area has its own strings).
 */
import { memo } from "react";
import { chartGeometry, type TempSample } from "../lib/printer-live/temp-chart-series.ts";
import "./temp-chart.css";

const W = 320;
const H = 140;

export interface TempChartLabels {
  /** The chart's name (its caption and the SVG's accessible name). */
  chart: string;
  nozzle: string;
  bed: string;
  /** Shown until two samples are in. */
  empty: string;
}

export const TempChart = memo(function TempChart({ series, labels }: { series: readonly TempSample[]; labels: TempChartLabels }) {
  if (series.length < 2) return <p className="temp-chart__empty">{labels.empty}</p>;
  const g = chartGeometry(series, W, H);
  return (
    <figure className="temp-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={labels.chart}>
        {g.ticks.map((tick) => (
          <g key={tick.value}>
            <line className="temp-chart__grid" x1={0} x2={W} y1={tick.y} y2={tick.y} />
            <text className="temp-chart__tick" x={4} y={tick.y - 3}>
              {tick.value}
            </text>
          </g>
        ))}
        <path className="temp-chart__line temp-chart__line--bed-target" d={g.bedTarget} />
        <path className="temp-chart__line temp-chart__line--nozzle-target" d={g.nozzleTarget} />
        <path className="temp-chart__line temp-chart__line--bed" d={g.bed} />
        <path className="temp-chart__line temp-chart__line--nozzle" d={g.nozzle} />
      </svg>
      <figcaption className="temp-chart__legend">
        <span className="temp-chart__key temp-chart__key--nozzle">{labels.nozzle}</span>
        <span className="temp-chart__key temp-chart__key--bed">{labels.bed}</span>
        <span className="temp-chart__caption">{labels.chart}</span>
      </figcaption>
    </figure>
  );
});
