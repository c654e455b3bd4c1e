/** §7 calls of web/contract/http/materials.ts. */
import type { Route } from "../router.ts";

export const materialsRoutes: readonly Route[] = [];
