/**
 * How a whole splits into parts (the month's income by shop, or by printer): one bar in SVG cut
 * into segments, and a legend that says each part's figure and share in words, so the figures
 * are text for everyone and the bar is only a picture of them.
 */
import "../admin.css";

export interface SharePart {
  key: string;
  label: string;
  value: number;
}

export interface ShareBarProps {
  label: string;
  parts: readonly SharePart[];
  format: (value: number) => string;
  /** "12.5%" from a fraction. */
  formatShare?: (fraction: number) => string;
}

/** The brand's orange and a few calm companions; the 6th and later parts reuse them. */
const TONES = 6;

/** Each part's fraction of the positive total (0 when there is none). */
export function shares(parts: readonly SharePart[]): number[] {
  const total = parts.reduce((s, p) => s + Math.max(0, p.value), 0);
  return parts.map((p) => (total > 0 ? Math.max(0, p.value) / total : 0));
}

const pct = (f: number) => `${(Math.round(f * 1000) / 10).toFixed(1)}%`;

export function ShareBar({ label, parts, format, formatShare = pct }: ShareBarProps) {
  const fr = shares(parts);
  let x = 0;
  return (
    <div className="share-bar">
      <svg className="share-bar__bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className="share-bar__track" x={0} y={0} width={100} height={8} rx={4} />
        {parts.map((p, i) => {
          const w = (fr[i] ?? 0) * 100;
          const seg = <rect key={p.key} className={`share-bar__seg share-bar__seg--${i % TONES}`} x={x} y={0} width={w} height={8} />;
          x += w;
          return seg;
        })}
      </svg>
      <ul className="share-bar__legend" role="list" aria-label={label}>
        {parts.map((p, i) => (
          <li key={p.key} className="share-bar__item">
            <span className={`share-bar__dot share-bar__seg--${i % TONES}`} aria-hidden="true" />
            <span className="share-bar__name">{p.label}</span>
            <span className="share-bar__value">{format(p.value)}</span>
            <span className="share-bar__share">{formatShare(fr[i] ?? 0)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
