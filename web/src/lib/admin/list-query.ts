/**
 * A list's state lives in the URL (CONVENTIONS 16, react-admin's <List>): its filters, page and
 * sort are query parameters, so a reload, the back button or a shared link shows the same list.
 * A list declares its parameters once (`ListSpec`); what the URL holds is checked against it
 * (a bad value is dropped, never sent to the API), and changing a filter goes back to page 1.
 */
import { useCallback, useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { isDay } from "./dates.ts";

/** One query parameter of a list: how a raw value is read (undefined = not a valid value). */
export type ParamKind =
  | { kind: "text"; max?: number }
  | { kind: "date" }
  | { kind: "int"; min?: number; max?: number }
  | { kind: "enum"; values: readonly string[] };

export type ListSpec = Readonly<Record<string, ParamKind>>;

/** The checked filter values of a list (absent = not filtered), its page and sort. */
export interface ListState<S extends ListSpec> {
  filters: { readonly [K in keyof S]?: string };
  /** 1-based. */
  page: number;
  /** "field" ascending, "-field" descending; undefined = the list's default order. */
  sort: string | undefined;
}

function readParam(kind: ParamKind, raw: string): string | undefined {
  const v = raw.trim();
  if (v === "") return undefined;
  switch (kind.kind) {
    case "text":
      return v.slice(0, kind.max ?? 64);
    case "date":
      return isDay(v) ? v : undefined;
    case "int": {
      if (!/^-?\d{1,15}$/.test(v)) return undefined;
      const n = Number(v);
      return n < (kind.min ?? 1) || n > (kind.max ?? Number.MAX_SAFE_INTEGER) ? undefined : String(n);
    }
    case "enum":
      return kind.values.includes(v) ? v : undefined;
  }
}

/** The list state a query string holds, checked against `spec`; `sorts` are the allowed sort values. */
export function parseListSearch<S extends ListSpec>(search: string, spec: S, sorts: readonly string[] = []): ListState<S> {
  const q = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const [key, kind] of Object.entries(spec)) {
    const raw = q.get(key);
    const v = raw === null ? undefined : readParam(kind, raw);
    if (v !== undefined) filters[key] = v;
  }
  // A range the wrong way round is read as the user meant it.
  if (filters.start_date !== undefined && filters.end_date !== undefined && filters.start_date > filters.end_date) {
    [filters.start_date, filters.end_date] = [filters.end_date, filters.start_date];
  }
  const page = Number(readParam({ kind: "int", min: 1, max: 100_000 }, q.get("page") ?? "") ?? 1);
  const sortRaw = q.get("sort");
  const sort = sortRaw !== null && sorts.includes(sortRaw) ? sortRaw : undefined;
  return { filters: filters as ListState<S>["filters"], page, sort };
}

/**
 * The query string for a list state, keeping parameters the list does not own (e.g. `shop_id` of
 * the shell's switcher, or a detail page's `id`): `base` is the current search.
 */
export function listSearch(state: { filters: Readonly<Record<string, string | undefined>>; page: number; sort?: string | undefined }, spec: ListSpec, base = ""): string {
  const q = new URLSearchParams(base);
  for (const key of Object.keys(spec)) q.delete(key);
  q.delete("page");
  q.delete("sort");
  for (const [key, v] of Object.entries(state.filters)) if (v !== undefined && v !== "" && key in spec) q.set(key, v);
  if (state.sort !== undefined) q.set("sort", state.sort);
  if (state.page > 1) q.set("page", String(state.page));
  const s = q.toString();
  return s === "" ? "" : `?${s}`;
}

export interface ListQuery<S extends ListSpec> extends ListState<S> {
  /** Changes filters (undefined or "" clears one) and goes back to page 1. */
  setFilters: (next: { [K in keyof S]?: string | undefined }) => void;
  setPage: (page: number) => void;
  setSort: (sort: string | undefined) => void;
  /** Clears every filter and the sort. */
  reset: () => void;
  /** How many filters are set (the "筛选 (2)" badge). */
  activeCount: number;
}

/**
 * The URL-backed state of one list. Changes replace the history entry (a filter tapped ten times
 * is not ten steps back), so back leaves the list as the user last saw it.
 */
export function useListQuery<S extends ListSpec>(spec: S, sorts: readonly string[] = []): ListQuery<S> {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseListSearch(search, spec, sorts), [search, spec, sorts]);
  const go = useCallback(
    (next: ListState<S>) => navigate(`${path}${listSearch(next, spec, search)}`, { replace: true }),
    [navigate, path, spec, search],
  );
  return {
    ...state,
    setFilters: (next) => go({ ...state, filters: { ...state.filters, ...next }, page: 1 }),
    setPage: (page) => go({ ...state, page: Math.max(1, Math.floor(page)) }),
    setSort: (sort) => go({ ...state, sort, page: 1 }),
    reset: () => go({ filters: {}, page: 1, sort: undefined }),
    activeCount: Object.values(state.filters).filter((v) => v !== undefined).length,
  };
}
