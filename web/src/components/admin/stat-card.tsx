/**
 * A figure on a dashboard: what it is, the figure (compact, §9 万 / W), the exact figure for
 * screen readers and a hover, a line of context, and optionally where to read more.
 */
import "./admin.css";
import type { ReactNode } from "react";
import { Link } from "wouter";

export interface StatCardProps {
  label: ReactNode;
  value: string;
  /** The exact figure when `value` is compact ("¥12,345.67" behind "¥1.23万"). */
  exact?: string;
  hint?: ReactNode;
  tone?: "brand" | "plain" | "danger" | "success";
  href?: string;
  /** A big card (the day's income). */
  lead?: boolean;
}

export function StatCard({ label, value, exact, hint, tone = "plain", href, lead = false }: StatCardProps) {
  const body = (
    <>
      <span className="stat-card__label">{label}</span>
      <strong className="stat-card__value" title={exact !== undefined && exact !== value ? exact : undefined}>
        <span aria-hidden={exact !== undefined && exact !== value ? true : undefined}>{value}</span>
        {exact !== undefined && exact !== value && <span className="visually-hidden">{exact}</span>}
      </strong>
      {hint !== undefined && <span className="stat-card__hint">{hint}</span>}
    </>
  );
  const cls = `stat-card stat-card--${tone}${lead ? " stat-card--lead" : ""}`;
  return href ? (
    <Link href={href} className={`${cls} stat-card--link`}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

/**
 * Figures side by side: two a row on a phone; on a desk `columns` a row (a lead card takes two).
 * `dense`: three a row on a phone too, for short figures (printers online / offline / errors).
 */
export function StatGrid({ children, label, columns = 4, dense = false }: { children: ReactNode; label?: string; columns?: 3 | 4 | 6; dense?: boolean }) {
  return (
    <div className={`stat-grid stat-grid--${columns}${dense ? " stat-grid--dense" : ""}`} role={label ? "group" : undefined} aria-label={label}>
      {children}
    </div>
  );
}
