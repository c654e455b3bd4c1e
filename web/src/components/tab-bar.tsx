/**
 * A fixed bottom tab bar (e.g. the /admin/store bar: store, cart with an item-count badge,
 * orders). §9: height 3.75rem plus the home-indicator inset. A spacer of the same height keeps
 * the end of the page from hiding under it.
 */
import "./tab-bar.css";
import type { CSSProperties, ReactNode } from "react";
import { Link } from "wouter";
import { CART_TAB_HEIGHT } from "../../contract/constants.ts";

export interface TabBarItem<K extends string = string> {
  key: K;
  label: string;
  href: string;
  icon?: ReactNode;
  /** A count shown on the icon; hidden when 0 or absent, "99+" above 99. */
  badge?: number;
}

export interface TabBarProps<K extends string = string> {
  items: readonly TabBarItem<K>[];
  /** Key of the current item (aria-current="page"). */
  active: K | undefined;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

const BADGE_MAX = 99;

export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export function TabBar<K extends string>({ items, active, label, className }: TabBarProps<K>) {
  const style = { "--tab-bar-height": CART_TAB_HEIGHT } as CSSProperties; // §9 cart tab height
  return (
    <div className={`tab-bar${className ? ` ${className}` : ""}`} style={style}>
      <div className="tab-bar__spacer" aria-hidden="true" />
      <nav className="tab-bar__nav" aria-label={label}>
        <ul className="tab-bar__list" role="list">
          {items.map((item) => {
            const current = item.key === active;
            const count = item.badge !== undefined && item.badge > 0 ? Math.floor(item.badge) : 0;
            return (
              <li key={item.key} className="tab-bar__item">
                <Link href={item.href} className="tab-bar__link" aria-current={current ? "page" : undefined}>
                  {item.icon !== undefined && <span className="tab-bar__icon">{item.icon}</span>}
                  <span className="tab-bar__label">{item.label}</span>
                  {count > 0 && <span className="tab-bar__badge">{badgeText(count)}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
