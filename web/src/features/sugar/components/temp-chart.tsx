/** The live temperature chart (§2 waiting page): nozzle and bed against their dashed targets. */
import { memo } from "react";
import { useT } from "../../../lib/i18n/index.ts";
import { chartGeometry, type TempSample } from "./temp-chart-series.ts";
import "./temp-chart.css";

const W = 320;
const H = 140;

export const TempChart = memo(function TempChart({ series }: { series: readonly TempSample[] }) {
  const t = useT("sugar-print");
  if (series.length < 2) return <p className="temp-chart__empty">{t("temp.chartEmpty")}</p>;
  const g = chartGeometry(series, W, H);
  return (
    <figure className="temp-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t("temp.chart")}>
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
        <span className="temp-chart__key temp-chart__key--nozzle">{t("temp.nozzle")}</span>
        <span className="temp-chart__key temp-chart__key--bed">{t("temp.bed")}</span>
        <span className="temp-chart__caption">{t("temp.chart")}</span>
      </figcaption>
    </figure>
  );
});
