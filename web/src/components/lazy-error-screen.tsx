/**
 * The 404 and 403 screens (error-screen.tsx) and the page of a route a later issue builds
 * (pending-page.tsx), loaded when one is shown: pages almost no visit sees are not part of the
 * first load (issue 5). The nearest Suspense shows its spinner meanwhile.
 */
import { lazy } from "react";

export const LazyNotFoundScreen = lazy(() => import("./error-screen.tsx").then((m) => ({ default: m.NotFoundScreen })));
export const LazyForbiddenScreen = lazy(() => import("./error-screen.tsx").then((m) => ({ default: m.ForbiddenScreen })));
export const LazyPendingPage = lazy(() => import("./pending-page.tsx").then((m) => ({ default: m.PendingPage })));
