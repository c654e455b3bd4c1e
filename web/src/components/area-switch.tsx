/**
 * One area's route table: absolute paths from paths/paths.ts (no wouter `nest` base, so the same
 * typed hrefs work in every area), ending in the 404 screen for anything the area does not know.
 */
import type { ComponentType } from "react";
import { Route, Switch } from "wouter";
import { LazyNotFoundScreen as NotFoundScreen, LazyPendingPage as PendingPage } from "./lazy-error-screen.tsx";

/** [path, page]; a page of `null` is a route whose page a later issue builds. */
export type RouteEntry = readonly [path: string, page: ComponentType | null];

/** `pending`: the page of a route a later issue builds (default: the customer's PendingPage). */
export function AreaSwitch({ routes, pending = PendingPage }: { routes: readonly RouteEntry[]; pending?: ComponentType }) {
  return (
    <Switch>
      {routes.map(([path, page]) => (
        <Route key={path} path={path} component={page ?? pending} />
      ))}
      <Route component={NotFoundScreen} />
    </Switch>
  );
}
