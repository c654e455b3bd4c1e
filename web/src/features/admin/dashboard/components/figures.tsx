/**
 * The dashboard's figures (manage/index): today's income first and largest, then this month,
 * all time, the balance one may withdraw, the orders, and the printers online, offline and
 * reporting errors, each a way into its page. Admins also see the platform's pending queue.
 */
import type { Dashboard } from "../../../../../contract/http/manage.ts";
import { adminPaths } from "../../../../paths/admin-paths.ts";
import { DetailSection } from "../../../../components/admin/detail.tsx";
import { StatCard, StatGrid } from "../../../../components/admin/stat-card.tsx";
import { formatCount } from "../../../../lib/admin/format.ts";
import { useLanguage, useT } from "../../../../lib/i18n/index.ts";
import type { Money } from "./money.ts";
import "./dashboard.css";

const PENDING_KEYS = [
  "waiting_device_confirm_count",
  "waiting_device_ship_count",
  "waiting_tanghua_refund_count",
  "waiting_photo_refund_count",
  "waiting_material_ship_count",
  "waiting_device_refund_count",
] as const;

export function Figures({ data, money }: { data: Dashboard; money: Money }) {
  const t = useT("admin-dashboard");
  const lang = useLanguage();
  const count = (n: number) => formatCount(n, lang);
  const yesterday = data.yesterday_income;
  const offline = Math.max(0, data.device_count - data.device_online_count);
  const pending = PENDING_KEYS.reduce((n, k) => n + (data[k] ?? 0), 0);
  const isAdminView = PENDING_KEYS.some((k) => data[k] !== undefined);

  return (
    <>
      <StatGrid label={t("figures.income")} columns={6}>
        <StatCard
          lead
          label={t("figures.today")}
          value={money.compact(data.today_income)}
          exact={money.exact(data.today_income)}
          hint={yesterday !== undefined ? t("figures.yesterday", { money: money.exact(yesterday) }) : undefined}
        />
        <StatCard label={t("figures.month")} value={money.compact(data.month_income)} exact={money.exact(data.month_income)} tone="brand" />
        <StatCard label={t("figures.total")} value={money.compact(data.total_income)} exact={money.exact(data.total_income)} />
        <StatCard
          label={t("figures.balance")}
          value={money.compact(data.balance)}
          exact={money.exact(data.balance)}
          hint={t("figures.withdraw")}
          href={adminPaths.user.index()}
        />
        <StatCard
          label={t("figures.orders")}
          value={count(data.today_order_count)}
          hint={t("figures.monthOrders", { n: count(data.month_order_count) })}
          href={adminPaths.order.index()}
        />
      </StatGrid>
      <DetailSection title={t("printers.title")} actions={<span className="dash-muted">{t("printers.count", { n: data.device_count })}</span>}>
        <StatGrid label={t("printers.title")} columns={isAdminView ? 4 : 3} dense={!isAdminView}>
          <StatCard label={t("printers.online")} value={count(data.device_online_count)} tone="success" href={adminPaths.device.index({ state: "online" })} />
          <StatCard label={t("printers.offline")} value={count(offline)} href={adminPaths.device.index({ state: "offline" })} />
          <StatCard
            label={t("printers.errors")}
            value={count(data.device_error_count)}
            tone={data.device_error_count > 0 ? "danger" : "plain"}
            href={adminPaths.dashboard.deviceError()}
          />
          {isAdminView && <StatCard label={t("figures.pending")} value={count(pending)} tone={pending > 0 ? "brand" : "plain"} href={adminPaths.x.index()} />}
        </StatGrid>
      </DetailSection>
    </>
  );
}
