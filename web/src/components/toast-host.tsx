/**
 * Where toasts render: the Toaster (toaster.tsx, with its stylesheet) is loaded only once there is
 * a toast to show, and fetched in the background after the page has loaded, so the first toast
 * rarely waits for it. It is not part of the /sugar first load (issue 5: 100 KB).
 */
import { lazy, Suspense, useEffect } from "react";
import { useToasts } from "../lib/toast.ts";

const loadToaster = () => import("./toaster.tsx").then((m) => ({ default: m.Toaster }));
const LazyToaster = lazy(loadToaster);

/** After the load event and a quiet moment: the first toast then shows without a round trip. */
const PREFETCH_AFTER_LOAD_MS = 2000;

export function ToastHost() {
  const toasts = useToasts();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const prefetch = () => {
      timer = setTimeout(() => void loadToaster().catch(() => undefined), PREFETCH_AFTER_LOAD_MS);
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
