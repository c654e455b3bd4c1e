/**
 * The printer's state where the customer chooses (issue 11 item 1): on the /sugar shell and in the
 * pattern sheet. Only this loader is in the shell's first load (budget 100 KB gzip); the chip is
 * its own small chunk, and a chunk that cannot load (offline) shows nothing instead of failing the
 * shell: the picker's start-print still checks the printer itself.
 */
import { lazy, Suspense } from "react";

const Chip = lazy(() => import("./printer-state-chip.tsx").catch(() => ({ default: () => null })));

export function PrinterState({ sn }: { sn: string }) {
  return (
    <Suspense fallback={null}>
      <Chip sn={sn} />
    </Suspense>
  );
}
