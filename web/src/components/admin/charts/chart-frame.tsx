/**
 * What every admin chart shares: a figure with a caption, the drawing (hidden from screen
 * readers, which read the figures as a table instead: issue 14 "the figures available as text"),
 * and a readout line that says the chosen point in words (aria-live, so moving the choice with
 * the arrow keys is heard).
 */
import "../admin.css";
import type { KeyboardEvent, ReactNode } from "react";

export interface ChartRow {
  key: string;
  label: string;
  /** The figures of the row, as the table shows them. */
  cells: readonly string[];
}

export function ChartTable({ caption, head, rows }: { caption: string; head: readonly string[]; rows: readonly ChartRow[] }) {
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h, i) => (
            <th key={i} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.label}</th>
            {r.cells.map((c, i) => (
              <td key={i}>{c}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface ChartFrameProps {
  caption: ReactNode;
  /** The caption is for screen readers only: the card around the chart already titles it. */
  captionHidden?: boolean;
  /** The chosen point in words. */
  readout?: ReactNode;
  /** The drawing (aria-hidden inside). */
  children: ReactNode;
  table: ReactNode;
  /** Left / right move the choice: the index moves by -1 / +1. */
  onStep?: (delta: -1 | 1) => void;
  /** Accessible name of the focusable drawing (how to use the arrows). */
  stepLabel?: string;
  className?: string;
}

export function ChartFrame({ caption, captionHidden = false, readout, children, table, onStep, stepLabel, className }: ChartFrameProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!onStep) return;
    if (e.key === "ArrowLeft" || e.key === "ArrowRight") {
      e.preventDefault();
      onStep(e.key === "ArrowLeft" ? -1 : 1);
    }
  };
  return (
    <figure className={`chart${className ? ` ${className}` : ""}`}>
      <figcaption className={captionHidden ? "visually-hidden" : "chart__caption"}>{caption}</figcaption>
      {readout !== undefined && (
        <p className="chart__readout" aria-live="polite">
          {readout}
        </p>
      )}
      <div
        className="chart__drawing"
        tabIndex={onStep ? 0 : undefined}
        role={onStep ? "group" : undefined}
        aria-label={onStep ? stepLabel : undefined}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
      {table}
    </figure>
  );
}
