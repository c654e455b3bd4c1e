/**
 * A list's filters (CONVENTIONS 16): on a desk, a row of fields with 查询 / 重置; on a phone, a
 * 筛选 button (with how many are set) that opens them in a sheet, and the set ones as chips that
 * clear with a tap. Fields edit a draft; nothing reaches the URL (and the API) until applied.
 * The shop is not here: it is the shell's switcher (lib/admin/shop-scope.ts).
 */
import "./admin.css";
import { useEffect, useState, type FormEvent } from "react";
import { useT } from "../../lib/i18n/index.ts";
import { useWide } from "../../lib/admin/use-wide.ts";
import { BottomSheet } from "../bottom-sheet.tsx";
import { Button } from "../button.tsx";
import { CrossIcon } from "../action-icons.tsx";
import { DateRangeField } from "./date-range-field.tsx";
import { FilterIcon } from "./nav-icons.tsx";

export type FilterValues = Readonly<Record<string, string | undefined>>;

export type FilterField =
  | { kind: "date-range"; label: string; start: string; end: string }
  | { kind: "select"; key: string; label: string; options: readonly { value: string; label: string }[] }
  | { kind: "text"; key: string; label: string; placeholder?: string; maxLength?: number };

export interface FilterBarProps {
  fields: readonly FilterField[];
  values: FilterValues;
  onApply: (values: Record<string, string | undefined>) => void;
  onReset: () => void;
}

function keysOf(f: FilterField): string[] {
  return f.kind === "date-range" ? [f.start, f.end] : [f.key];
}

/** The chips of the set filters: one per field, with the value as the user reads it. */
export function activeChips(fields: readonly FilterField[], values: FilterValues): { keys: string[]; text: string }[] {
  const out: { keys: string[]; text: string }[] = [];
  for (const f of fields) {
    if (f.kind === "date-range") {
      const a = values[f.start];
      const b = values[f.end];
      if (a !== undefined || b !== undefined) out.push({ keys: [f.start, f.end], text: `${a ?? "…"} ~ ${b ?? "…"}` });
    } else {
      const v = values[f.key];
      if (v === undefined) continue;
      const shown = f.kind === "select" ? (f.options.find((o) => o.value === v)?.label ?? v) : v;
      out.push({ keys: [f.key], text: `${f.label}: ${shown}` });
    }
  }
  return out;
}

export function FilterBar({ fields, values, onApply, onReset }: FilterBarProps) {
  const t = useT("admin");
  const wide = useWide();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Record<string, string | undefined>>({ ...values });
  // The URL changed (back, a chip, reset): the draft follows.
  const valuesKey = JSON.stringify(values);
  useEffect(() => setDraft({ ...values }), [valuesKey]);

  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    const out: Record<string, string | undefined> = {};
    for (const f of fields) for (const k of keysOf(f)) out[k] = draft[k]?.trim() || undefined;
    onApply(out);
    setOpen(false);
  };
  const set = (key: string, v: string | undefined) => setDraft((d) => ({ ...d, [key]: v }));
  const chips = activeChips(fields, values);

  const form = (
    <form className={wide ? "filter-bar__form filter-bar__form--wide" : "filter-bar__form"} onSubmit={apply} noValidate>
      {fields.map((f) => (
        <FilterInput key={keysOf(f).join(",")} field={f} draft={draft} set={set} />
      ))}
      <div className="filter-bar__buttons">
        <Button type="button" variant="secondary" size={wide ? "sm" : "md"} onClick={() => (setOpen(false), onReset())}>
          {t("filter.reset")}
        </Button>
        <Button type="submit" size={wide ? "sm" : "md"}>
          {t("filter.apply")}
        </Button>
      </div>
    </form>
  );

  if (wide) return <div className="filter-bar filter-bar--wide">{form}</div>;

  return (
    <div className="filter-bar">
      <div className="filter-bar__row">
        <button type="button" className="filter-bar__open" onClick={() => setOpen(true)} aria-haspopup="dialog">
          <FilterIcon size={16} />
          {chips.length > 0 ? t("filter.titleN", { n: chips.length }) : t("filter.title")}
        </button>
        <ul className="filter-bar__chips" role="list" aria-label={t("filter.active")}>
          {chips.map((c) => (
            <li key={c.keys.join(",")}>
              <button
                type="button"
                className="filter-chip"
                aria-label={t("filter.remove", { what: c.text })}
                onClick={() => onApply(Object.fromEntries(c.keys.map((k) => [k, undefined])))}
              >
                <span>{c.text}</span>
                <CrossIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      </div>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t("filter.title")}>
        {form}
      </BottomSheet>
    </div>
  );
}

function FilterInput({ field, draft, set }: { field: FilterField; draft: Record<string, string | undefined>; set: (k: string, v: string | undefined) => void }) {
  const t = useT("admin");
  if (field.kind === "date-range") {
    return (
      <DateRangeField
        label={field.label}
        start={draft[field.start] ?? ""}
        end={draft[field.end] ?? ""}
        onChange={(a, b) => {
          set(field.start, a || undefined);
          set(field.end, b || undefined);
        }}
      />
    );
  }
  const id = `filter-${field.key}`;
  return (
    <div className="filter-field">
      <label className="filter-field__label" htmlFor={id}>
        {field.label}
      </label>
      {field.kind === "select" ? (
        <select id={id} className="filter-field__control" value={draft[field.key] ?? ""} onChange={(e) => set(field.key, e.target.value || undefined)}>
          <option value="">{t("filter.any")}</option>
          {field.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className="filter-field__control"
          type="search"
          value={draft[field.key] ?? ""}
          placeholder={field.placeholder}
          maxLength={field.maxLength ?? 64}
          onChange={(e) => set(field.key, e.target.value)}
        />
      )}
    </div>
  );
}
