/**
 * The parts of an admin detail page: titled sections (a card each), label / value rows (a
 * description list: two columns on a desk, stacked on a phone), a timeline of what happened to a
 * record, and a status badge whose tone says good, waiting or bad at a glance.
 */
import "./admin.css";
import type { ReactNode } from "react";

export function DetailSection({ title, actions, children, className }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`detail-section${className ? ` ${className}` : ""}`}>
      {(title !== undefined || actions !== undefined) && (
        <div className="detail-section__head">
          {title !== undefined && <h2 className="detail-section__title">{title}</h2>}
          {actions !== undefined && <div className="detail-section__actions">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

export interface DetailRow {
  label: ReactNode;
  value: ReactNode;
  /** Hide the row when there is nothing to say (value null, undefined or ""). */
  optional?: boolean;
}

export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  const shown = rows.filter((r) => !(r.optional && (r.value === null || r.value === undefined || r.value === "")));
  return (
    <dl className="detail-rows">
      {shown.map((r, i) => (
        <div className="detail-rows__row" key={i}>
          <dt className="detail-rows__label">{r.label}</dt>
          <dd className="detail-rows__value">{r.value === null || r.value === undefined || r.value === "" ? "—" : r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type Tone = "success" | "warning" | "danger" | "info" | "muted";

export function StatusBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}

export interface TimelineStep {
  key: string;
  title: ReactNode;
  /** When it happened; absent for a step still to come. */
  time?: ReactNode;
  detail?: ReactNode;
  /** done: happened; current: happening now; failed: went wrong; pending: not yet. */
  state: "done" | "current" | "failed" | "pending";
}

/** What happened to a record, oldest first; the step a reader looks for is marked. */
export function Timeline({ steps, label }: { steps: readonly TimelineStep[]; label: string }) {
  return (
    <ol className="timeline" aria-label={label}>
      {steps.map((s) => (
        <li key={s.key} className={`timeline__step timeline__step--${s.state}`} aria-current={s.state === "current" ? "step" : undefined}>
          <span className="timeline__dot" aria-hidden="true" />
          <div className="timeline__body">
            <p className="timeline__title">{s.title}</p>
            {s.time !== undefined && <p className="timeline__time">{s.time}</p>}
            {s.detail !== undefined && <p className="timeline__detail">{s.detail}</p>}
          </div>
        </li>
      ))}
    </ol>
  );
}
