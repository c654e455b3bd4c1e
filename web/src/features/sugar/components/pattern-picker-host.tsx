/**
 * Where the pattern picker opens. The picker, and the pay and QR sheets behind it, are their
 * own chunks (the /sugar first load is budgeted at 100 KB): loaded on the first open, or ahead
 * of it when a card is hovered or focused.
 */
import { Suspense } from "react";
import type { Pattern } from "../../../../contract/http/sugar.ts";
import { lazyArea } from "../../../lib/lazy-area.ts";

const loadPicker = () => import("./pattern-picker.tsx");
const PatternPicker = lazyArea(loadPicker);

let prefetched = false;
export function prefetchPicker(): void {
  if (prefetched) return;
  prefetched = true;
  void loadPicker().catch(() => {
    prefetched = false; // the real open retries (and reloads on a stale deploy, §8)
  });
}

export interface PickerHostProps {
  pattern: Pattern | null;
  sn: string;
  onClose: () => void;
}

export function PickerHost({ pattern, sn, onClose }: PickerHostProps) {
  if (pattern === null) return null;
  return (
    <Suspense fallback={null}>
      <PatternPicker key={pattern.id} pattern={pattern} sn={sn} onClose={onClose} />
    </Suspense>
  );
}
