/**
 * Where toasts render: the Toaster (toaster.tsx, with its stylesheet) is loaded only once there is
 * a toast to show, and fetched in the background after the page has loaded, so the first toast
 * rarely waits for it. It is not part of the /sugar first load (issue 5: 100 KB).
 */
import { lazy, Suspense, useEffect } from "react";
import { useToasts } from "../lib/toast.ts";

const loadToaster = () => import("./toaster.tsx").then((m) => ({ default: m.Toaster }));

/** Fetches the toaster ahead of the first toast (also the /sugar shell's idle prefetch, issue 11). */
export function prefetchToaster(): void {
  void loadToaster().catch(() => undefined);
}

/**
 * A toaster that cannot load (offline before it was fetched) shows nothing rather than taking the
 * app down through the error boundary (issue 11); the next toast tries to load it again.
 */
function lazyToaster() {
  return lazy(() =>
    loadToaster().catch(() => {
      LazyToaster = lazyToaster();
      return { default: () => null };
    }),
  );
}
let LazyToaster = lazyToaster();

/** After the load event and a quiet moment: the first toast then shows without a round trip. */
const PREFETCH_AFTER_LOAD_MS = 2000;

export function ToastHost() {
  const toasts = useToasts();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const prefetch = () => {
      timer = setTimeout(prefetchToaster, PREFETCH_AFTER_LOAD_MS);
    };
    if (document.readyState === "complete") prefetch();
    else window.addEventListener("load", prefetch, { once: true });
    return () => {
      window.removeEventListener("load", prefetch);
      clearTimeout(timer);
    };
  }, []);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
