/**
 * The printer shell (§2 /sugar): its route table. Only the shell (index) is in this chunk, the
 * first load of a scan (budget 100 KB gzip); every other page is its own lazy chunk.
 */
import { paths } from "../../paths/paths.ts";
import { AreaSwitch, type RouteEntry } from "../../components/area-switch.tsx";
import { lazyArea } from "../../lib/lazy-area.ts";
import SugarIndexPage from "./pages/index.tsx";

const SugarListPage = lazyArea(() => import("./pages/list.tsx"));

const routes: readonly RouteEntry[] = [
  [paths.sugar.index(), SugarIndexPage],
  [paths.sugar.list(), SugarListPage],
  [paths.sugar.waiting(), lazyArea(() => import("./pages/waiting.tsx"))],
  [paths.sugar.user(), lazyArea(() => import("./pages/user.tsx"))],
  [paths.sugar.order(), lazyArea(() => import("./pages/order.tsx"))],
  [paths.sugar.orderInfo(), lazyArea(() => import("./pages/order-info.tsx"))],
  [paths.sugar.orderRefund(), lazyArea(() => import("./pages/order-refund.tsx"))],
  [paths.sugar.orderActivity(), lazyArea(() => import("./pages/order-activity.tsx"))],
  [paths.sugar.aiDrawing(), lazyArea(() => import("./pages/ai-drawing.tsx"))],
  [paths.sugar.debug(), lazyArea(() => import("./pages/debug.tsx"))],
  [paths.sugar.protect(), lazyArea(() => import("./pages/protect.tsx"))],
  [paths.sugar.ranking(), lazyArea(() => import("./pages/ranking.tsx"))],
  [paths.sugar.drawing.index(), lazyArea(() => import("./pages/drawing-index.tsx"))],
  [paths.sugar.drawing.list(), lazyArea(() => import("./pages/drawing-list.tsx"))],
  [paths.sugar.drawing.history(), lazyArea(() => import("./pages/drawing-history.tsx"))],
  [paths.sugar.photo.index(), lazyArea(() => import("./pages/photo-index.tsx"))],
  [paths.sugar.photo.list(), lazyArea(() => import("./pages/photo-list.tsx"))],
  [paths.sugar.photo.history(), lazyArea(() => import("./pages/photo-history.tsx"))],
];

export default function SugarRoutes() {
  return <AreaSwitch routes={routes} />;
}
