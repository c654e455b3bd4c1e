/**
 * The /sugar draw tab's loader: the tab is its own chunk (draw-tab.tsx), shown through lazyArea
 * (a failed load offers a retry offline) and fetched ahead once the first screen is idle
 * (prefetch.ts), so a tap on 创作 rarely waits for it.
 */
import { Suspense } from "react";
import { LoadingState } from "../../../components/states.tsx";
import { lazyArea } from "../../../lib/lazy-area.ts";

const loadDrawTab = () => import("./draw-tab.tsx");

export function prefetchDrawTab(): void {
  void loadDrawTab().catch(() => undefined);
}

const LazyDrawTab = lazyArea<{ sn: string }>(() => loadDrawTab().then((m) => ({ default: m.DrawTab })));

export function DrawTab({ sn }: { sn: string }) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyDrawTab sn={sn} />
    </Suspense>
  );
}
