/**
 * The printer's state where the customer chooses (issue 11 item 1): on the /sugar shell and in the
 * pattern sheet. Only this loader is in the shell's first load (budget 100 KB gzip); the chip is
 * its own small chunk, and a chunk that cannot load (offline) shows nothing instead of failing the
 * shell: the picker's start-print still checks the printer itself.
 */
import "../sugar.css";
import { lazy, Suspense } from "react";

/**
 * The line's room alone: while the chunk loads, instead of the line when it cannot load, and
 * from the chip when it has nothing to say (printer-state-chip.tsx).
 */
export const PrinterStateRoom = ({ room }: { room?: boolean | undefined }) => (room ? <p className="printer-state" /> : null);

const Chip = lazy(() => import("./printer-state-chip.tsx").catch(() => ({ default: PrinterStateRoom })));

/**
 * `room`: the printer is bound, so the line has its box from the start: kept empty while the chunk
 * loads (the first paint draws the same box) and by the chip when it has nothing to say, so the
 * line coming in moves nothing (without it the banners and the grid moved down 48 px ~2 s after a
 * scan on Fast 4G, a layout shift of 0.05).
 */
export function PrinterState({ sn, room = false }: { sn: string; room?: boolean }) {
  return (
    <Suspense fallback={<PrinterStateRoom room={room} />}>
      <Chip sn={sn} room={room} />
    </Suspense>
  );
}
