/**
 * Segmented tabs (WAI-ARIA tabs pattern, automatic activation): one tab in the Tab order
 * (roving tabindex); Left/Right arrows move and select, wrapping; Home/End go to the ends.
 */
import "./tabs.css";
import { useRef, type KeyboardEvent, type ReactNode } from "react";

export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps<K extends string = string> {
  items: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Accessible name of the tab list. */
  label?: string;
  /** When given, tab ids are `${idPrefix}-tab-${key}` and each controls `${idPrefix}-panel-${key}`. */
  idPrefix?: string;
  className?: string;
}

export function Tabs<K extends string>({ items, value, onChange, label, idPrefix, className }: TabsProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const enabled = items.filter((i) => !i.disabled);
  // If value matches no tab, the first enabled one takes the Tab stop so the list stays reachable.
  const focusKey = enabled.some((i) => i.key === value) ? value : enabled[0]?.key;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const current = enabled.findIndex((i) => i.key === (document.activeElement as HTMLElement | null)?.dataset.key);
    if (current < 0) return;
    let next: number;
    switch (e.key) {
      case "ArrowRight":
        next = (current + 1) % enabled.length;
        break;
      case "ArrowLeft":
        next = (current - 1 + enabled.length) % enabled.length;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = enabled.length - 1;
        break;
      default:
        return;
    }
    e.preventDefault();
    const item = enabled[next];
    if (!item) return;
    refs.current.get(item.key)?.focus();
    if (item.key !== value) onChange(item.key);
  };

  return (
    <div className={`tabs${className ? ` ${className}` : ""}`} role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.key === value;
        return (
          <button
            key={item.key}
            ref={(el) => {
              if (el) refs.current.set(item.key, el);
              else refs.current.delete(item.key);
            }}
            type="button"
            role="tab"
            className="tabs__tab"
            data-key={item.key}
            id={idPrefix ? `${idPrefix}-tab-${item.key}` : undefined}
            aria-controls={idPrefix ? `${idPrefix}-panel-${item.key}` : undefined}
            aria-selected={selected}
            tabIndex={item.key === focusKey ? 0 : -1}
            disabled={item.disabled}
            onClick={() => {
              if (!selected) onChange(item.key);
            }}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
