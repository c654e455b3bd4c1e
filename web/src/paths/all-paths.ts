/** Every concrete route path of §2 (customer and admin), for the route-table test. */
import { adminPaths } from "./admin-paths.ts";
import { paths } from "./paths.ts";

export function allRoutePaths(): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === "function") out.push((node as () => string)());
    else if (node && typeof node === "object") for (const v of Object.values(node)) walk(v);
  };
  walk({ ...paths, admin: adminPaths });
  return out;
}
