/**
 * /admin/x (§2): the platform's day. The six §3 pending counts, each a card opening its queue,
 * then the two queues issue 17 added (withdrawals to review, material refunds to audit), and the
 * ways to the platform's other pages. The counts refresh by the §9 admin policy (on focus, at
 * most every 5 s: the route's FetchPolicyContext), so a queue worked in another tab shows here.
 */
import { Link } from "wouter";
import type { Dashboard } from "../../../../contract/http/manage.ts";
import { adminPaths } from "../../../paths/admin-paths.ts";
import { AdminPage } from "../../../components/admin/admin-page.tsx";
import { DetailSection } from "../../../components/admin/detail.tsx";
import { StatCard, StatGrid } from "../../../components/admin/stat-card.tsx";
import { ErrorState, errorMessage } from "../../../components/states.tsx";
import { formatCount } from "../../../lib/admin/format.ts";
import { useLanguage, useT } from "../../../lib/i18n/index.ts";
import { usePendingCounts } from "../api/use-pending-counts.ts";
import { usePlatformLevel } from "../components/level.ts";
import { useLevelText } from "../components/audit-entry.tsx";
import "../components/x.css";

type CountKey =
  | "waiting_device_confirm_count"
  | "waiting_device_ship_count"
  | "waiting_tanghua_refund_count"
  | "waiting_photo_refund_count"
  | "waiting_material_ship_count"
  | "waiting_device_refund_count"
  | "waiting_withdraw_count"
  | "waiting_material_refund_count";

/** The queues in the order a day's work goes: money owed to people first, then goods to send. */
export const QUEUES: readonly { key: CountKey; href: string }[] = [
  { key: "waiting_tanghua_refund_count", href: adminPaths.x.sugarRefund() },
  { key: "waiting_photo_refund_count", href: adminPaths.x.photoRefund() },
  { key: "waiting_withdraw_count", href: adminPaths.x.withdraw() },
  { key: "waiting_device_confirm_count", href: adminPaths.x.deviceOrder() },
  { key: "waiting_device_ship_count", href: adminPaths.x.deviceShip() },
  { key: "waiting_device_refund_count", href: adminPaths.x.deviceRefund() },
  { key: "waiting_material_ship_count", href: adminPaths.x.materialShip() },
  { key: "waiting_material_refund_count", href: adminPaths.x.materialOrder({ view: "refund" }) },
];

const PAGES = [
  { key: "shop", href: adminPaths.x.shop() },
  { key: "shopActivity", href: adminPaths.x.shopActivity() },
  { key: "materialOrder", href: adminPaths.x.materialOrder() },
  { key: "userList", href: adminPaths.x.userList() },
  { key: "adminUserList", href: adminPaths.x.adminUserList() },
  { key: "settings", href: adminPaths.x.settings() },
  { key: "photoFrame", href: adminPaths.x.photoFrame() },
  { key: "audit", href: adminPaths.x.audit() },
] as const;

export function IndexPage() {
  const t = useT("admin-x");
  const lang = useLanguage();
  const counts = usePendingCounts();
  const { level, isSuper } = usePlatformLevel();
  const levelText = useLevelText();
  const data: Dashboard | undefined = counts.data;
  const total = data === undefined ? 0 : QUEUES.reduce((n, q) => n + (data[q.key] ?? 0), 0);

  return (
    <AdminPage title={t("index.title")} subtitle={t("index.subtitle", { level: levelText(level) })}>
      <DetailSection
        title={t("index.queues")}
        actions={data !== undefined ? <span className="admin-muted">{total === 0 ? t("index.allDone") : t("index.total", { n: formatCount(total, lang) })}</span> : undefined}
      >
        {data === undefined && counts.error ? (
          <ErrorState message={errorMessage(counts.error)} onRetry={() => void counts.reload()} />
        ) : (
          <StatGrid label={t("index.queues")} columns={4}>
            {QUEUES.map((q) => {
              const n = data?.[q.key];
              return (
                <StatCard
                  key={q.key}
                  label={t(`queue.${q.key}`)}
                  value={n === undefined ? "—" : formatCount(n, lang)}
                  hint={t(`queueHint.${q.key}`)}
                  tone={n !== undefined && n > 0 ? "brand" : "plain"}
                  href={q.href}
                />
              );
            })}
          </StatGrid>
        )}
      </DetailSection>
      <DetailSection title={t("index.pages")}>
        <ul className="x-links" role="list">
          {PAGES.filter((p) => p.key !== "audit" || isSuper).map((p) => (
            <li key={p.key}>
              <Link href={p.href} className="x-link">
                <strong>{t(`page.${p.key}`)}</strong>
                <span className="admin-muted">{t(`pageHint.${p.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </DetailSection>
    </AdminPage>
  );
}
