/**
 * The merchant's cash-back activities (§1, §2 /admin/activity; issue 15): the list, the official
 * account, the form, the detail, the buyers' submissions and their decision, the posters. One
 * lazily loaded chunk (features/admin/routes.tsx).
 */
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AreaSwitch, type RouteEntry } from "../../../components/area-switch.tsx";
import { AdminPendingPage } from "../../../components/admin/admin-pending-page.tsx";
import { ActivityDetailPage } from "./pages/detail.tsx";
import { ActivityFormPage } from "./pages/form.tsx";
import { ActivityIndexPage } from "./pages/index.tsx";
import { ActivityRecordDetailPage } from "./pages/record-detail.tsx";
import { ActivityRecordPage } from "./pages/record.tsx";
import { ActivityTicketPage } from "./pages/ticket.tsx";
import { WeixinConfigPage } from "./pages/weixin-config.tsx";

const routes: readonly RouteEntry[] = [
  [adminPaths.activity.index(), ActivityIndexPage],
  [adminPaths.activity.weixinConfig(), WeixinConfigPage],
  [adminPaths.activity.form(), ActivityFormPage],
  [adminPaths.activity.detail(), ActivityDetailPage],
  [adminPaths.activity.record(), ActivityRecordPage],
  [adminPaths.activity.recordDetail(), ActivityRecordDetailPage],
  [adminPaths.activity.ticket(), ActivityTicketPage],
];

export default function AdminActivityRoutes() {
  return <AreaSwitch routes={routes} pending={AdminPendingPage} />;
}
