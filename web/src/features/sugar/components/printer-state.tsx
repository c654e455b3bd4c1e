/**
 * The printer's state where the customer chooses (issue 11 item 1): on the /sugar shell and in the
 * pattern sheet. Only this loader is in the shell's first load (budget 100 KB gzip); the chip is
 * its own small chunk, and a chunk that cannot load (offline) shows nothing instead of failing the
 * shell: the picker's start-print still checks the printer itself.
 */
import "../sugar.css";
import { lazy, Suspense } from "react";

/** The room alone: while the chunk loads, and instead of the line when it cannot load. */
const Room = ({ room }: { room?: boolean | undefined }) => (room ? <p className="printer-state" /> : null);

const Chip = lazy(() => import("./printer-state-chip.tsx").catch(() => ({ default: Room })));

/**
 * `room`: the printer is bound, so the line has its box from the start: kept empty while the chunk
 * loads (the first paint draws the same box) and by the chip when it has nothing to say, so the
 * line coming in moves nothing (without it the banners and the grid moved down 48 px ~2 s after a
 * scan on Fast 4G, a layout shift of 0.05).
 */
export function PrinterState({ sn, room = false }: { sn: string; room?: boolean }) {
  return (
    <Suspense fallback={<Room room={room} />}>
      <Chip sn={sn} room={room} />
    </Suspense>
  );
}
