/**
 * The finance slice of the store: records only this domain writes. Plain JSON-serialisable data
 * keyed by id (see store/types.ts for the shared core: printers, goods, print orders, ledger).
 */
export interface FinanceState {}

export function emptyFinanceState(): FinanceState {
  return {};
}
