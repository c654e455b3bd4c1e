/**
 * How the admin shows a printer wherever it lists one (/admin/device, /admin/photo-device, the
 * dashboard's device-error page; contract manage-device.ts): its name over its serial, whether the
 * backend hears it (§4: online while a heartbeat came within 5 s) and when it last did, what it
 * reports as wrong and since when; the state tabs with their counts and the serial search of the
 * fleet lists, whose values live in the URL (CONVENTIONS 16) like every list filter.
 */
import "./printer.css";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "wouter";
import { DEVICE_STATES, type DeviceCounts, type DeviceError, type DeviceRow, type DeviceState } from "../../../contract/http/manage-device.ts";
import { formatDateTime, relativeTime } from "../../lib/format-display.ts";
import { useLanguage, useT } from "../../lib/i18n/index.ts";
import { toEpochMs } from "../../lib/time.ts";
import { RequestError } from "../../lib/http.ts";
import { buttonClassName } from "../button.tsx";
import { EmptyState, ErrorState, LoadingState, errorMessage } from "../states.tsx";
import { Tabs } from "../tabs.tsx";
import { StatusBadge } from "./detail.tsx";

/** The fleet lists' own URL parameters (the shop is the shell's switcher). */
export const FLEET_LIST_SPEC = {
  state: { kind: "enum", values: DEVICE_STATES },
  keyword: { kind: "text", max: 32 },
} as const;

/** A page of a fleet list: small enough to draw at once on a slow phone, whatever the fleet (2,000 printers: 100 pages). */
export const FLEET_PAGE_SIZE = 20;

/** How often an open fleet list asks again: online flags and errors follow the printers (§4: 5 s). */
export const FLEET_POLL_MS = 10_000;

/** The printer's name in bold over its serial (the sticker on the machine). */
export function PrinterName({ name, sn }: { name: string; sn: string }) {
  return (
    <span className="printer-name">
      <span className="printer-name__name">{name || sn}</span>
      <span className="printer-name__sn">{sn}</span>
    </span>
  );
}

/** Online / offline / not bound, and printing now: one badge. */
export function PrinterStateBadge({ row }: { row: Pick<DeviceRow, "online" | "shop" | "printing"> }) {
  const t = useT("admin-device");
  if (row.shop === null) return <StatusBadge tone="muted">{t("state.unbound")}</StatusBadge>;
  if (row.online !== 1) return <StatusBadge tone="muted">{t("state.offline")}</StatusBadge>;
  return <StatusBadge tone={row.printing === 1 ? "info" : "success"}>{t(row.printing === 1 ? "state.printing" : "state.online")}</StatusBadge>;
}

/** "3 分钟前" for the last heartbeat, "从未上线" for a printer never heard; the exact time on hover. */
export function LastHeard({ at }: { at: number | string | null | undefined }) {
  const t = useT("admin-device");
  const lang = useLanguage();
  const ms = at === null || at === undefined ? Number.NaN : toEpochMs(at);
  if (Number.isNaN(ms)) return <span className="printer-muted">{t("heard.never")}</span>;
  return (
    <time className="printer-muted printer-time" dateTime={new Date(ms).toISOString()} title={formatDateTime(ms, lang)}>
      {relativeTime(ms, Date.now(), lang)}
    </time>
  );
}

/** What the printer reports as wrong, in its own words, and since when. */
export function PrinterError({ error, compact = false }: { error: DeviceError | null | undefined; compact?: boolean }) {
  const t = useT("admin-device");
  const lang = useLanguage();
  if (error === null || error === undefined) return compact ? <span className="printer-muted">—</span> : null;
  return (
    <span className="printer-error" data-error={error.code}>
      <span className="printer-error__text">{error.text}</span>
      <span className="printer-error__since" title={formatDateTime(error.since, lang)}>
        {t("error.since", { when: relativeTime(error.since, Date.now(), lang) })}
      </span>
    </span>
  );
}

/** The fleet's state tabs with how many printers each holds (all, online, offline, error; unbound for admins). */
export function PrinterStateTabs({ counts, value, onChange }: { counts: DeviceCounts | undefined; value: DeviceState | undefined; onChange: (s: DeviceState | undefined) => void }) {
  const t = useT("admin-device");
  const n = (k: keyof DeviceCounts) => (counts === undefined ? "" : ` ${counts[k]}`);
  const keys: ("all" | DeviceState)[] = ["all", "online", "offline", "error", ...(counts !== undefined && counts.unbound > 0 ? (["unbound"] as const) : [])];
  return (
    <Tabs
      className="printer-tabs"
      label={t("tabs.label")}
      items={keys.map((k) => ({ key: k, label: `${t(`tabs.${k}`)}${n(k)}` }))}
      value={value ?? "all"}
      onChange={(k) => onChange(k === "all" ? undefined : k)}
    />
  );
}

/** The serial (or name) search: applied on submit, cleared with the field's own ×. */
export function PrinterSearch({ value, onSearch }: { value: string | undefined; onSearch: (keyword: string | undefined) => void }) {
  const t = useT("admin-device");
  const [draft, setDraft] = useState(value ?? "");
  useEffect(() => setDraft(value ?? ""), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(draft.trim() || undefined);
  };
  return (
    <form className="printer-search" role="search" onSubmit={submit}>
      <input
        className="printer-search__input"
        type="search"
        aria-label={t("search.label")}
        placeholder={t("search.placeholder")}
        value={draft}
        maxLength={32}
        autoCapitalize="characters"
        enterKeyHint="search"
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value === "" && value !== undefined) onSearch(undefined);
        }}
      />
      <button type="submit" className="printer-search__button">
        {t("search.submit")}
      </button>
    </form>
  );
}

/**
 * A printer page whose printer did not load: one the caller may not see (another company's
 * answers 404 like a missing one) says so and leads back to the list, as a retry cannot help;
 * anything else offers the retry.
 */
export function PrinterLoadFailed({ error, onRetry, listHref }: { error: unknown; onRetry: () => void; listHref: string }) {
  const t = useT("admin-device");
  if (error instanceof RequestError && error.status === 404)
    return (
      <EmptyState
        title={t("detail.notFound")}
        text={t("detail.notFoundText")}
        action={
          <Link href={listHref} className={buttonClassName("primary")}>
            {t("detail.toList")}
          </Link>
        }
      />
    );
  return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
}

/**
 * A printer page's body: none named (no ?id) shows `none`; its info loading or failed to load,
 * those states; else the page's own `children` for the printer.
 */
export function PrinterGate<T>({ named, info, listHref, none, children }: { named: boolean; info: { data: T | undefined; error: unknown; reload: () => Promise<void> }; listHref: string; none: ReactNode; children: (data: T) => ReactNode }) {
  if (!named) return none;
  if (info.data === undefined) return info.error ? <PrinterLoadFailed error={info.error} onRetry={() => void info.reload()} listHref={listHref} /> : <LoadingState />;
  return children(info.data);
}
