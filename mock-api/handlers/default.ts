/** §7 "Default" calls (config so far; district, article-list and rank come later). */
import { config } from "../../web/contract/http/default.ts";
import { route, type Route } from "../router.ts";

export const defaultRoutes: readonly Route[] = [route(config, ({ store }) => ({ ...store.config }))];
