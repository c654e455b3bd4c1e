/**
 * §2: the printer serial comes from the query (a scan) or, without one, from stored state
 * (§3 local state, written on the first visit with a serial). An unusable serial in the query
 * (not the contract's Sn shape) is reported, never stored.
 */
import { useEffect } from "react";
import { useSearch } from "wouter";
import { loadPrinterState, savePrinterState } from "../../lib/storage.ts";
import { resolveSn, type SnState } from "./sn.ts";

export { resolveSn, type SnState } from "./sn.ts";

/** The current printer's serial; a serial from the query is stored for later visits. */
export function usePrinterSn(): SnState {
  const search = useSearch();
  const state = resolveSn(search, loadPrinterState().sn);
  const fromQuery = new URLSearchParams(search).get("sn");
  useEffect(() => {
    if (state.sn !== undefined && fromQuery) savePrinterState({ sn: state.sn });
  }, [state.sn, fromQuery]);
  return state;
}

/** A query value of the current URL (goods_id, tab…). */
export function useQueryValue(name: string): string | undefined {
  const search = useSearch();
  return new URLSearchParams(search).get(name) ?? undefined;
}
