/**
 * What the build gives wouter for `use-sync-external-store/shim`: React 19's own hook. The shim
 * exists for React < 18 and, on React 18+, only hands this hook on; the alias (build.mjs) keeps
 * its ~0.8 KB out of the /sugar first load (issue 5's budget).
 */
export { useSyncExternalStore } from "react";
