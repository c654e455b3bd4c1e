/**
 * A ranking (top 10 printers, patterns, shops, materials): an ordered list whose rows carry a
 * bar as long as their share of the first one, the figure and the count in words. The medals of
 * the first three are colour only; the rank is in the text.
 */
import "../admin.css";
import type { ReactNode } from "react";
import { Img } from "../../image.tsx";

export interface RankRow {
  key: string | number;
  rank: number;
  name: string;
  image_url?: string | null | undefined;
  value: number;
  /** "12 单" / "46 units". */
  count: string;
}

export function RankList({ rows, format, label, empty }: { rows: readonly RankRow[]; format: (value: number) => string; label: string; empty?: ReactNode }) {
  if (rows.length === 0) return <>{empty}</>;
  const top = Math.max(...rows.map((r) => r.value), 0);
  return (
    <ol className="rank-list" aria-label={label}>
      {rows.map((r) => (
        <li key={r.key} className={`rank-list__row${r.rank <= 3 ? ` rank-list__row--top${r.rank}` : ""}`}>
          <span className="rank-list__rank">{r.rank}</span>
          {r.image_url ? <Img className="rank-list__img" src={r.image_url} alt="" /> : null}
          <div className="rank-list__main">
            <div className="rank-list__line">
              <span className="rank-list__name">{r.name}</span>
              <strong className="rank-list__value">{format(r.value)}</strong>
            </div>
            <div className="rank-list__line">
              <span className="rank-list__track" aria-hidden="true">
                <span className="rank-list__fill" style={{ width: `${top > 0 ? Math.max(2, (r.value / top) * 100) : 0}%` }} />
              </span>
              <span className="rank-list__count">{r.count}</span>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
