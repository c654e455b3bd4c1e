/**
 * The app root: error boundary, i18n suspense, the root loader (session), toasts and routes.
 * `location` lets tests render a route with wouter's memoryLocation ({ hook, searchHook }).
 */
import { Suspense, useEffect } from "react";
import { Router, useLocation, type BaseLocationHook, type BaseSearchHook } from "wouter";
import { BootSpinner, FullScreenSpinner } from "../components/states.tsx";
import { ToastHost } from "../components/toast-host.tsx";
import { configureHttp } from "../lib/http.ts";
import { useInAppLocation } from "../lib/in-app-history.ts";
import { SessionProvider } from "../lib/session.tsx";
import { useCompanyIcon } from "../lib/title.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import { AppRoutes } from "./routes.tsx";

/** §8 redirects from the HTTP client go through the router, so the app stays loaded. */
function RouterBridge() {
  const [, navigate] = useLocation();
  useEffect(() => configureHttp({ navigate: (to) => navigate(to) }), [navigate]);
  return null;
}

function CompanyIcon() {
  useCompanyIcon();
  return null;
}

export function App({ location }: { location?: { hook: BaseLocationHook; searchHook: BaseSearchHook } }) {
  // The outer Suspense waits for the first translations (the error page needs them too);
  // its BootSpinner needs none.
  const body = (
    <Suspense fallback={<BootSpinner />}>
      <ErrorBoundary>
        <Suspense fallback={<FullScreenSpinner />}>
          <SessionProvider fallback={<FullScreenSpinner />}>
            <RouterBridge />
            <CompanyIcon />
            <Suspense fallback={<FullScreenSpinner />}>
              <AppRoutes />
            </Suspense>
          </SessionProvider>
          {/* Outside the session so toasts raised while it loads show at once. */}
          <ToastHost />
        </Suspense>
      </ErrorBoundary>
    </Suspense>
  );
  // The browser's location, each entry stamped with its in-app depth (the top bar's back).
  return location ? (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {body}
    </Router>
  ) : (
    <Router hook={useInAppLocation}>{body}</Router>
  );
}
