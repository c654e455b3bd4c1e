/** The links between a drawing section's pages (draw / everyone's / mine), the current one marked. */
import { Link } from "wouter";
import "./draw-work-grid.css";

export interface DrawNavItem {
  href: string;
  label: string;
  current: boolean;
}

export function DrawNav({ items, label }: { items: readonly DrawNavItem[]; label: string }) {
  return (
    <nav className="draw-nav" aria-label={label}>
      {items.map((i) => (
        <Link key={i.href} href={i.href} aria-current={i.current ? "page" : undefined}>
          {i.label}
        </Link>
      ))}
    </nav>
  );
}
